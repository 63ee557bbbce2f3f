import type { Cart, CartLine } from '../../features/cart/cart-types.ts';

/**
 * Hand-built Storefront carts for view tests and pure functions: any title, image, price, discount or
 * quantity a test needs to show, which the emulator's seed cannot offer. A fixture, not a backend:
 * nothing answers for these carts; behaviour tests use the emulator (routeFetchToDemoHost). The shapes
 * follow the CartFields fragment (spec 3.12); amounts are decimal strings, as the Storefront API sends
 * them.
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
  /** The product's page; `null`: not in the online store. */
  productUrl?: string | null;
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
        onlineStoreUrl:
          spec.productUrl === undefined ? `https://shop.example/products/jahrbuch-${n}` : spec.productUrl,
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
