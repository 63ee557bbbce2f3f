import { Hono } from 'hono';
import { ACCESS_TOKEN_HEADER, STOREFRONT_ACCESS_TOKEN } from '../../../demo-host/storefront/access-token.ts';
import { createStorefront, SHOP_PATH, STOREFRONT_API_PATH } from '../../../demo-host/storefront/index.ts';

export const ORIGIN = 'http://localhost:5173';

/** The cart fields the Kiosk cart reads (spec 3.12), written as the client writes them. */
export const CART_FRAGMENT = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    totalQuantity
    checkoutUrl
    cost {
      subtotalAmount {
        amount
        currencyCode
      }
      totalAmount {
        amount
        currencyCode
      }
    }
    discountCodes {
      applicable
      code
    }
    discountAllocations {
      discountedAmount {
        amount
        currencyCode
      }
    }
    buyerIdentity {
      countryCode
      email
      customer {
        id
      }
    }
    deliveryGroups(first: 2) {
      nodes {
        selectedDeliveryOption {
          code
          title
        }
        deliveryOptions {
          code
          title
          handle
          estimatedCost {
            amount
            currencyCode
          }
        }
        deliveryAddress {
          id
          phone
          firstName
          lastName
          city
          zip
          address1
          address2
          company
          province
          country
          countryCodeV2
        }
      }
    }
    lines(first: $linesCount) {
      edges {
        cursor
        node {
          id
        }
      }
      nodes {
        id
        quantity
        attributes {
          key
          value
        }
        cost {
          amountPerQuantity {
            amount
            currencyCode
          }
          subtotalAmount {
            amount
            currencyCode
          }
          totalAmount {
            amount
            currencyCode
          }
        }
        discountAllocations {
          discountedAmount {
            amount
            currencyCode
          }
        }
        merchandise {
          ... on ProductVariant {
            id
            title
            sku
            requiresShipping
            availableForSale
            quantityAvailable
            priceV2 {
              amount
              currencyCode
            }
            image {
              url(transform: { maxWidth: 128, maxHeight: 128 })
              altText
            }
            product {
              id
              title
              productType
            }
          }
        }
      }
    }
  }
`;

const PAYLOAD = 'cart { ...CartFields } userErrors { field message code } warnings { code message target }';
const CONTEXT_VARIABLES = '$country: CountryCode, $linesCount: Int';

/** The operations of spec 7.11, each under `@inContext(country:)` as the client sends them. */
export const OPERATIONS = {
  cart: `query Cart($cartId: ID!, ${CONTEXT_VARIABLES}) @inContext(country: $country) {
    cart(id: $cartId) { ...CartFields }
  } ${CART_FRAGMENT}`,
  cartCreate: `mutation cartCreate($input: CartInput, ${CONTEXT_VARIABLES}) @inContext(country: $country) {
    cartCreate(input: $input) { ${PAYLOAD} }
  } ${CART_FRAGMENT}`,
  cartLinesAdd: `mutation cartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, ${CONTEXT_VARIABLES})
    @inContext(country: $country) {
    cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} }
  } ${CART_FRAGMENT}`,
  cartLinesUpdate: `mutation cartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, ${CONTEXT_VARIABLES})
    @inContext(country: $country) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} }
  } ${CART_FRAGMENT}`,
  cartLinesRemove: `mutation cartLinesRemove($cartId: ID!, $lineIds: [ID!]!, ${CONTEXT_VARIABLES})
    @inContext(country: $country) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${PAYLOAD} }
  } ${CART_FRAGMENT}`,
  cartBuyerIdentityUpdate: `mutation cartBuyerIdentityUpdate(
    $cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!, ${CONTEXT_VARIABLES}
  ) @inContext(country: $country) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${PAYLOAD} }
  } ${CART_FRAGMENT}`,
  cartDiscountCodesUpdate: `mutation cartDiscountCodesUpdate(
    $cartId: ID!, $discountCodes: [String!]!, ${CONTEXT_VARIABLES}
  ) @inContext(country: $country) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) { ${PAYLOAD} }
  } ${CART_FRAGMENT}`,
} as const;

export interface Money {
  amount: string;
  currencyCode: string;
}

export interface CartLine {
  id: string;
  quantity: number;
  attributes: { key: string; value: string }[];
  cost: { amountPerQuantity: Money; subtotalAmount: Money; totalAmount: Money };
  discountAllocations: { discountedAmount: Money }[];
  merchandise: {
    id: string;
    title: string;
    sku: string;
    requiresShipping: boolean;
    availableForSale: boolean;
    quantityAvailable: number;
    priceV2: Money;
    image: { url: string; altText: string };
    product: { id: string; title: string; productType: string };
  };
}

export interface DeliveryGroup {
  selectedDeliveryOption: { code: string; title: string } | null;
  deliveryOptions: { code: string; title: string; handle: string; estimatedCost: Money }[];
  deliveryAddress: Record<string, string | null>;
}

export interface Cart {
  id: string;
  totalQuantity: number;
  checkoutUrl: string;
  cost: { subtotalAmount: Money; totalAmount: Money };
  discountCodes: { applicable: boolean; code: string }[];
  discountAllocations: { discountedAmount: Money }[];
  buyerIdentity: { countryCode: string | null; email: string | null; customer: { id: string } | null };
  deliveryGroups: { nodes: DeliveryGroup[] };
  lines: { edges: { cursor: string; node: { id: string } }[]; nodes: CartLine[] };
}

export interface Payload {
  cart: Cart | null;
  userErrors: { field: string[] | null; message: string; code: string | null }[];
  warnings: { code: string; message: string; target: string }[];
}

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
export function useStorefront() {
  const storefront = createStorefront();
  const app = new Hono().route(SHOP_PATH, storefront.app);

  async function post<Data>(query: string, variables: Record<string, unknown> = {}) {
    const response = await app.request(`${ORIGIN}${STOREFRONT_API_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [ACCESS_TOKEN_HEADER]: STOREFRONT_ACCESS_TOKEN },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResponse<Data>;
  }

  /** Runs one of {@link OPERATIONS} and returns its payload (or the cart, for the query). */
  async function run<Name extends keyof typeof OPERATIONS>(name: Name, variables: Record<string, unknown>) {
    const response = await post<Record<Name, Name extends 'cart' ? Cart | null : Payload>>(OPERATIONS[name], {
      country: 'DE',
      linesCount: 10,
      ...variables,
    });
    if (response.errors) throw new Error(`${name} failed: ${JSON.stringify(response.errors)}`);
    return response.data![name];
  }

  async function createCart(lines: { merchandiseId: string; quantity?: number }[]) {
    const payload = await run('cartCreate', { input: { lines } });
    return payload.cart!;
  }

  return { app, carts: storefront.carts, post, run, createCart };
}
