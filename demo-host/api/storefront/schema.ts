import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

const require = createRequire(import.meta.url);
let schema: Promise<GraphQLSchema> | undefined;

/**
 * The real Storefront API 2026-04 schema, from the introspection JSON @shopify/hydrogen-react ships.
 * Queries are validated against it, so one that Shopify would reject fails in the demo too. The JSON is
 * about 800 KB and takes ~150 ms to build, so it is read on the first storefront request, not when the
 * demo host starts, and then kept for every app instance (the schema never changes at run time).
 */
export function loadStorefrontSchema(): Promise<GraphQLSchema> {
  schema ??= readFile(require.resolve('@shopify/hydrogen-react/storefront.schema.json'), 'utf8')
    .then((text) => buildClientSchema(JSON.parse(text) as IntrospectionQuery))
    .catch((error: unknown) => {
      // Not cached: a failed read (say, during an npm install) should not break every later request.
      schema = undefined;
      throw error;
    });
  return schema;
}
