import { STOREFRONT_ORDER_PATH } from '../storefront/index.ts';

/** How long the platform waits for the shop before it answers 502 itself. */
const SHOP_TIMEOUT_MS = 5_000;

/** What the platform keeps of a finished order: who bought which variants, when. */
export interface ShopOrder {
  id: string;
  processedAt: string;
  email: string | null;
  variantIds: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value == 'object' && value !== null;

/**
 * The finished order of a cart, asked of the shop the way the page asks it (spec 7.11,
 * `GET /shop/order?cartToken=`), on the demo host that received `requestUrl`: the platform trusts the
 * shop's word about a purchase, never the reader's. `null` for no finished order; `undefined` when the
 * shop could not be asked or answered nonsense.
 */
export async function shopOrder(
  requestUrl: string,
  cartToken: string,
): Promise<ShopOrder | null | undefined> {
  const url = new URL(STOREFRONT_ORDER_PATH, requestUrl);
  url.searchParams.set('cartToken', cartToken);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(SHOP_TIMEOUT_MS) });
    if (!response.ok) return undefined;
    const answer: unknown = await response.json();
    const order = isObject(answer) ? answer.order : undefined;
    if (order === null) return null;
    if (!isObject(order) || typeof order.id != 'string' || !Array.isArray(order.lineItems)) return undefined;
    return {
      id: order.id,
      processedAt: typeof order.processedAt == 'string' ? order.processedAt : new Date(0).toISOString(),
      email: typeof order.email == 'string' ? order.email : null,
      variantIds: order.lineItems.flatMap((line: unknown) =>
        isObject(line) && isObject(line.variant) && typeof line.variant.id == 'string'
          ? [line.variant.id]
          : [],
      ),
    };
  } catch {
    return undefined;
  }
}
