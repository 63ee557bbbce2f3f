import { print } from 'graphql';
import { Hono } from 'hono';
import { systemClock } from '../../../../demo-host/api/clock.ts';
import {
  ACCESS_TOKEN_HEADER,
  STOREFRONT_ACCESS_TOKEN,
} from '../../../../demo-host/api/storefront/access-token.ts';
import {
  createStorefront,
  mountPath,
  STOREFRONT_API_PATH,
} from '../../../../demo-host/api/storefront/index.ts';
import {
  CartBuyerIdentityUpdate,
  CartCreate,
  CartDiscountCodesUpdate,
  CartFields,
  CartLinesAdd,
  CartLinesUpdate,
  CartQuery,
} from '../../../../features/cart/documents.ts';
import { graphql, type ResultOf } from '../../../../features/cart/graphql.ts';

export const ORIGIN = 'http://localhost:5173';

/**
 * `cartLinesRemove` is Shopify's, and the emulator answers it, but the Kiosk cart removes a line by
 * setting its quantity to 0; so this one operation is the test's own, over the client's fragment.
 */
const CartLinesRemove = graphql(
  `
    mutation cartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $linesCount: Int!) {
      cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
        cart {
          ...CartFields
        }
        userErrors {
          field
          message
          code
        }
        warnings {
          code
          message
          target
        }
      }
    }
  `,
  [CartFields],
);

/**
 * Fields of a cart that the emulator serves but the client does not read (stock, connection edges),
 * for the tests of those behaviours.
 */
const CartStock = graphql(`
  query CartStock($cartId: ID!) {
    cart(id: $cartId) {
      lines(first: 250) {
        edges {
          cursor
          node {
            id
          }
        }
        nodes {
          merchandise {
            ... on ProductVariant {
              availableForSale
              quantityAvailable
            }
          }
        }
      }
    }
  }
`);

/**
 * The operations of spec 7.11 exactly as the Kiosk cart sends them: printed from
 * features/cart/documents.ts, so the emulator is tested with the documents the client really sends.
 */
const DOCUMENTS = {
  cart: CartQuery,
  cartCreate: CartCreate,
  cartLinesAdd: CartLinesAdd,
  cartLinesUpdate: CartLinesUpdate,
  cartLinesRemove: CartLinesRemove,
  cartBuyerIdentityUpdate: CartBuyerIdentityUpdate,
  cartDiscountCodesUpdate: CartDiscountCodesUpdate,
  cartStock: CartStock,
} as const;

type Documents = typeof DOCUMENTS;
type Field<Name extends keyof Documents> = Name extends 'cartStock' ? 'cart' : Name;
/** What an operation answers: the cart for the queries, the mutation's payload otherwise. */
type Answer<Name extends keyof Documents> = ResultOf<Documents[Name]>[Field<Name> &
  keyof ResultOf<Documents[Name]>];

export type Cart = NonNullable<ResultOf<typeof CartQuery>['cart']>;

export interface GraphQLResponse<Data> {
  data?: Data;
  errors?: {
    message: string;
    locations?: { line: number; column: number }[];
    extensions?: { code?: string };
  }[];
}

/**
 * A storefront mounted at /shop exactly as the demo host mounts it, with the test handle (`carts`)
 * that the demo host does not expose, and a client that sends the operations the Kiosk cart sends.
 */
export function useStorefront({ now = systemClock } = {}) {
  const storefront = createStorefront({ now });
  const app = new Hono().route(mountPath, storefront.app);

  async function post<Data>(query: string, variables: Record<string, unknown> = {}) {
    const response = await app.request(`${ORIGIN}${STOREFRONT_API_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [ACCESS_TOKEN_HEADER]: STOREFRONT_ACCESS_TOKEN },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResponse<Data>;
  }

  /**
   * Runs one of the client's operations and returns its payload (or the cart, for the queries).
   * `country` and `linesCount` default as the client fills them; an operation that declares no
   * `$country` ignores it, as GraphQL ignores undeclared variables.
   */
  async function run<Name extends keyof Documents>(name: Name, variables: Record<string, unknown>) {
    const field = name == 'cartStock' ? 'cart' : name;
    const response = await post<Record<string, Answer<Name>>>(print(DOCUMENTS[name]), {
      country: 'DE',
      linesCount: 10,
      ...variables,
    });
    if (response.errors) throw new Error(`${name} failed: ${JSON.stringify(response.errors)}`);
    return response.data![field]!;
  }

  async function createCart(lines: { merchandiseId: string; quantity?: number }[]) {
    const payload = await run('cartCreate', { input: { lines } });
    return payload.cart!;
  }

  return { app, carts: storefront.carts, post, run, createCart };
}
