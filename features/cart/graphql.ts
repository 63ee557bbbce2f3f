import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './storefront-env.d.ts';

/**
 * Typed GraphQL documents for the Storefront API 2026-04, from the schema shipped in
 * @shopify/hydrogen-react (`npx gql-tada generate output` regenerates storefront-env.d.ts).
 * The custom scalars arrive as JSON strings.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  // The cart is read as one object everywhere; masking fragments would only add readFragment calls.
  disableMasking: true;
  scalars: {
    Decimal: string;
    URL: string;
    DateTime: string;
    HTML: string;
    Color: string;
    UnsignedInt64: string;
    JSON: unknown;
  };
}>();
export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
