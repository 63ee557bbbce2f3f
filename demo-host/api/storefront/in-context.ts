import type { CountryCode } from '@shopify/hydrogen-react/storefront-api-types';
import {
  getDirectiveValues,
  getOperationAST,
  getVariableValues,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';

export interface InContext {
  country?: CountryCode;
}

/**
 * The country of the operation's `@inContext(country:, language:)`. Shopify uses the directive for
 * market pricing and translations; the demo shop has one market (EUR, German), so the schema accepts
 * and validates both arguments, and only the country is used: a cart created under it gets it as
 * `buyerIdentity.countryCode`, as on Shopify.
 */
export function readInContext(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
): InContext {
  const operation = getOperationAST(document, operationName);
  const directive = schema.getDirective('inContext');
  if (!operation || !directive) return {};
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  // Bad variables are reported by execute(), with the same errors; there is no context to read.
  if (coerced.errors) return {};
  const values = getDirectiveValues(directive, operation, coerced.coerced);
  // The schema has validated the argument against its CountryCode enum.
  return { country: values?.country as CountryCode | undefined };
}
