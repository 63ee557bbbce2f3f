import type { Context } from 'hono';
import type { OrderRecord } from './cart-records.ts';
import type { CartStore } from './cart-store.ts';
import { CURRENCY_CODE, moneyAmount } from './money.ts';

/**
 * `GET /order?cartToken=<token>` (spec 7.11 "finished order"): the order a completed checkout made from
 * the cart, so a page can confirm the purchase after the buyer returns. `{order: null}` while the cart
 * is still open, expired, or was never checked out. The token is the cart id without its gid prefix
 * and query string (spec 5.5).
 */
export function orderLookup(store: CartStore) {
  return (c: Context) => {
    const cartToken = c.req.query('cartToken');
    if (!cartToken) return c.json({ errors: 'cartToken is required' }, 400);
    const order = store.findOrder(cartToken);
    return c.json({ order: order ? viewOrder(order) : null });
  };
}

/** Field names follow the Storefront API's `Order` and `OrderLineItem`, as plain JSON. */
function viewOrder(order: OrderRecord) {
  return {
    id: order.id,
    name: order.name,
    orderNumber: order.orderNumber,
    processedAt: order.processedAt.toISOString(),
    email: order.email,
    cartToken: order.cartToken,
    currencyCode: CURRENCY_CODE,
    discountCodes: order.discountCodes,
    subtotalPrice: moneyAmount(order.subtotalCents),
    totalPrice: moneyAmount(order.totalCents),
    lineItems: order.lines.map((line) => ({
      title: line.title,
      variantTitle: line.variantTitle,
      sku: line.sku,
      quantity: line.quantity,
      variant: { id: line.variantId },
      originalTotalPrice: moneyAmount(line.originalTotalCents),
      discountedTotalPrice: moneyAmount(line.discountedTotalCents),
    })),
  };
}
