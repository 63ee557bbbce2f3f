export { memoryStorage } from './memory-storage.ts';
import type { DocumentNode } from 'graphql';
import type { Cart, CartLine, CartProblem } from '../../features/cart/cart-types.ts';
import type { StorefrontFailure, StorefrontRun } from '../../features/cart/storefront-client.ts';

/**
 * Realistic Storefront carts for component tests, which run in happy-dom and so cannot load the
 * emulator's schema. The shapes follow the CartFields fragment (spec 3.12); amounts are decimal
 * strings, as the Storefront API sends them.
 */

export const CART_ID = 'gid://shopify/Cart/c1-7f3a9d2b4e?key=5c0e8a1f';
export const CHECKOUT_URL = 'https://shop.example.de/cart/c/c1-7f3a9d2b4e?key=5c0e8a1f';

export interface LineSpec {
  /** The line number, for ids: `gid://shopify/CartLine/<n>`, `gid://shopify/ProductVariant/4910000000<n>`. */
  n?: number;
  merchandiseId?: string;
  quantity?: number;
  /** Price of one unit, e.g. '14.90'. */
  price?: string;
  productTitle?: string;
  /** The variant title; Shopify's single-variant products say 'Default Title'. */
  variantTitle?: string;
  imageUrl?: string | null;
  altText?: string | null;
  attributes?: Array<{ key: string; value: string }>;
  /** A code discount on this line: its amount for the whole line, e.g. '1.49'. */
  discount?: { code: string; amount: string };
}

const money = (amount: string) => ({ amount, currencyCode: 'EUR' as const });
const times = (price: string, quantity: number) =>
  ((Math.round(Number(price) * 100) * quantity) / 100).toFixed(2);
const minus = (a: string, b: string) =>
  ((Math.round(Number(a) * 100) - Math.round(Number(b) * 100)) / 100).toFixed(2);

export function cartLine(spec: LineSpec = {}): CartLine {
  const n = spec.n ?? 1;
  const quantity = spec.quantity ?? 1;
  const price = spec.price ?? '14.90';
  const subtotal = times(price, quantity);
  const discount = spec.discount;
  return {
    id: `gid://shopify/CartLine/${n}?cart=c1-7f3a9d2b4e`,
    quantity,
    attributes: spec.attributes ?? [],
    cost: {
      amountPerQuantity: money(price),
      subtotalAmount: money(subtotal),
      totalAmount: money(discount ? minus(subtotal, discount.amount) : subtotal),
    },
    discountAllocations: discount ? [{ discountedAmount: money(discount.amount), code: discount.code }] : [],
    merchandise: {
      id: spec.merchandiseId ?? `gid://shopify/ProductVariant/4910000000${n}`,
      title: spec.variantTitle ?? 'Default Title',
      sku: `AMK-${n}`,
      requiresShipping: true,
      priceV2: money(price),
      image:
        spec.imageUrl === null
          ? null
          : {
              url:
                spec.imageUrl ??
                `https://cdn.shopify.com/s/files/1/0001/products/jahrbuch-${n}.jpg?width=128`,
              altText: spec.altText === undefined ? `Titelseite des Jahrbuchs ${n}` : spec.altText,
            },
      product: {
        id: `gid://shopify/Product/910000000${n}`,
        title: spec.productTitle ?? `Auto Motor Kiosk Jahrbuch ${n}`,
        productType: 'Jahrbuch',
      },
    },
  };
}

export interface CartSpec {
  id?: string;
  lines?: CartLine[];
  email?: string | null;
  discountCodes?: Array<{ code: string; applicable: boolean }>;
  /** Cart-level (order) discount allocations, e.g. ['2.98']. */
  cartDiscounts?: string[];
  checkoutUrl?: string;
}

/** A cart whose totals add up from its lines (subtotal before discounts, total after). */
export function cartFixture(spec: CartSpec = {}): Cart {
  const lines = spec.lines ?? [cartLine()];
  const cents = (amount: string) => Math.round(Number(amount) * 100);
  const subtotal = lines.reduce((sum, line) => sum + cents(line.cost.totalAmount.amount), 0);
  const cartLevel = (spec.cartDiscounts ?? []).reduce((sum, amount) => sum + cents(amount), 0);
  return {
    id: spec.id ?? CART_ID,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    checkoutUrl: spec.checkoutUrl ?? CHECKOUT_URL,
    cost: {
      subtotalAmount: money((subtotal / 100).toFixed(2)),
      totalAmount: money(((subtotal - cartLevel) / 100).toFixed(2)),
    },
    discountCodes: spec.discountCodes ?? [],
    discountAllocations: (spec.cartDiscounts ?? []).map((amount) => ({ discountedAmount: money(amount) })),
    buyerIdentity: { countryCode: 'DE', email: spec.email ?? null, customer: null },
    deliveryGroups: { nodes: [] },
    lines: { nodes: lines },
  };
}

/** A call the fake storefront received: the operation's name ('Cart', 'cartCreate', …) and variables. */
export interface RunCall {
  kind: 'query' | 'mutation';
  operation: string;
  variables: Record<string, unknown>;
}

export type Reply =
  | { cart: Cart | null; userErrors?: CartProblem[]; warnings?: CartProblem[] }
  | { failure: StorefrontFailure };

const operationName = (document: DocumentNode) =>
  document.definitions.flatMap((definition) =>
    definition.kind == 'OperationDefinition' && definition.name ? [definition.name.value] : [],
  )[0] ?? '';

/**
 * A StorefrontRun that answers from `reply` instead of the network, wrapped as the real client
 * wraps the server's answer: `{ cart }` for the query, `{ [mutation]: { cart, userErrors, warnings } }`
 * for mutations. `reply` may return a promise the test resolves later (a request in flight).
 */
export function fakeRun(reply: (call: RunCall) => Reply | Promise<Reply>) {
  const calls: RunCall[] = [];
  const run = async (
    kind: 'query' | 'mutation',
    document: DocumentNode,
    variables: Record<string, unknown>,
  ) => {
    const call = { kind, operation: operationName(document), variables };
    calls.push(call);
    const answer = await reply(call);
    if ('failure' in answer) return { ok: false, error: answer.failure };
    if (kind == 'query') return { ok: true, data: { cart: answer.cart } };
    const payload = {
      cart: answer.cart,
      userErrors: (answer.userErrors ?? []).map(({ code = null, field = null, message }) => ({
        code,
        field,
        message,
      })),
      warnings: (answer.warnings ?? []).map(({ code = null, message, target = '' }) => ({
        code,
        message,
        target,
      })),
    };
    return { ok: true, data: { [call.operation]: payload } };
  };
  return { run: run as unknown as StorefrontRun, calls };
}

/** A promise with its resolver, for a request the test keeps in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
