import { requestJson, type Result } from '../../src/http.ts';
import { cartToken } from './cart-token.ts';

/** One line of a finished order, as the shop's order lookup answers it (Storefront `OrderLineItem`). */
export interface FinishedOrderLine {
  title: string;
  sku: string;
  quantity: number;
  discountedTotalPrice: { amount: string };
}

/** The fields of a finished order that the purchase event reads (spec 9.6). */
export interface FinishedOrder {
  id: string;
  totalPrice: { amount: string };
  lineItems: readonly FinishedOrderLine[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value == 'object' && value !== null;
const isAmount = (value: unknown) => isObject(value) && typeof value.amount == 'string';
const isLine = (value: unknown): value is FinishedOrderLine =>
  isObject(value) &&
  typeof value.title == 'string' &&
  typeof value.sku == 'string' &&
  typeof value.quantity == 'number' &&
  isAmount(value.discountedTotalPrice);
const isOrder = (value: unknown): value is FinishedOrder =>
  isObject(value) &&
  typeof value.id == 'string' &&
  isAmount(value.totalPrice) &&
  Array.isArray(value.lineItems) &&
  value.lineItems.every(isLine);

/**
 * spec 5.5, 7.11: the finished order of a cart, `GET {endpoint}?cartToken={token}` with optional
 * headers; the answer's `order` is read. `null`: the cart became no order (still open, expired). The
 * endpoint is the shop's, not a path below apiHost, so this is a plain request with the house's
 * timeout and error values rather than the generic platform call.
 */
export async function finishedOrder(
  cartId: string,
  endpoint: string,
  headers?: Record<string, string>,
): Promise<Result<FinishedOrder | null>> {
  const url = new URL(endpoint, globalThis.location?.href);
  url.searchParams.set('cartToken', cartToken(cartId));
  return requestJson(url.href, {
    headers,
    errorMessage: 'order lookup failed',
    parse: (answer) => {
      const order = isObject(answer) ? answer.order : undefined;
      return order === null ? null : isOrder(order) ? order : undefined;
    },
  });
}
