// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, parse, print, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from '../../../features/cart/documents.ts';

const schemaFile = createRequire(import.meta.url).resolve('@shopify/hydrogen-react/storefront.schema.json');
const schema = buildClientSchema(JSON.parse(readFileSync(schemaFile, 'utf8')));
const operations = Object.entries(documents).filter(([name]) => name != 'CartFields');

describe('Storefront documents (spec 7.11) against the real 2026-04 schema', () => {
  it.each(operations)('%s is valid', (_, document) => {
    const errors = validate(schema, parse(print(document as DocumentNode)));
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it('covers every operation of spec 7.11', () => {
    const names = operations.map(([, document]) =>
      (document as DocumentNode).definitions.flatMap((definition) =>
        'operation' in definition ? [definition.name?.value] : [],
      ),
    );
    expect(names.flat().sort()).toEqual(
      [
        'Cart',
        'cartBuyerIdentityUpdate',
        'cartCreate',
        'cartDiscountCodesUpdate',
        'cartLinesAdd',
        'cartLinesUpdate',
      ].sort(),
    );
  });

  it('every mutation returns the cart, userErrors and warnings', () => {
    for (const [name, document] of operations) {
      if (name == 'CartQuery') continue;
      const text = print(document as DocumentNode);
      for (const field of ['...CartFields', 'userErrors', 'warnings']) expect(text).toContain(field);
    }
  });
});
