import type { TransactionProduct } from '../../src/analytics/catalogue.ts';
import type { Bus } from '../../src/bus.ts';
import { logMissing, logWarning } from '../../src/log.ts';
import { finishedOrder, type FinishedOrder } from './shop-calls.ts';
import { PENDING_CARTS_KEY } from './stored-cart.ts';

/** localStorage: the ids of the orders whose purchase this browser has sent. */
export const SENT_ORDERS_KEY = 'kiosk_purchases_sent';
/** Enough for any reader; the oldest ids go first. */
const KEPT_IDS = 50;

/** spec 9.6 purchase fields: transactionId, transactionTotal, transactionProducts. */
export function purchaseProps(order: FinishedOrder) {
  const transactionProducts: TransactionProduct[] = order.lineItems.map((line) => ({
    sku: line.sku,
    name: line.title,
    // The unit price the reader paid, discounts included.
    price: Math.round((Number(line.discountedTotalPrice.amount) / line.quantity) * 100) / 100,
    quantity: line.quantity,
  }));
  return {
    transactionId: order.id,
    transactionTotal: Number(order.totalPrice.amount),
    transactionProducts,
  };
}

/**
 * A list of ids in localStorage, so a reload or a second tab sees it; when storage is blocked, for
 * this page view only (logged once by logMissing).
 */
function createIdList(key: string, storage: () => Storage) {
  let memory: string[] = [];
  const read = (): string[] => {
    try {
      const stored: unknown = JSON.parse(storage().getItem(key) ?? '[]');
      return Array.isArray(stored) ? stored.filter((id): id is string => typeof id == 'string') : [];
    } catch (error) {
      logMissing('storage', error);
      return memory;
    }
  };
  const write = (ids: string[]) => {
    memory = ids.slice(-KEPT_IDS);
    try {
      storage().setItem(key, JSON.stringify(memory));
    } catch (error) {
      logMissing('storage', error);
    }
  };
  return {
    all: read,
    has: (id: string) => read().includes(id) || memory.includes(id),
    add: (id: string) => write([...read().filter((known) => known != id), id]),
    remove: (id: string) => write(read().filter((known) => known != id)),
  };
}

/**
 * spec 7.11, 9.6 (issue 31): a stored cart the shop no longer knows may have become an order at
 * checkout. `lookUp` asks for the finished order by the cart's token and sends `purchase` once per
 * order: the order id is remembered, so coming back again, a reload or a second tab sends nothing. A
 * failed lookup keeps the cart id (the cart's own storage has dropped it), and `retryPending`, on the
 * next page view, asks again, so a shop that was down loses no purchase.
 */
export function createPurchaseReport(bus: Bus, storage: () => Storage = () => localStorage) {
  const sent = createIdList(SENT_ORDERS_KEY, storage);
  const pending = createIdList(PENDING_CARTS_KEY, storage);
  const lookUp = async (cartId: string, orderEndpoint: string, headers?: Record<string, string>) => {
    const result = await finishedOrder(cartId, orderEndpoint, headers);
    if (!result.ok) {
      pending.add(cartId);
      return logWarning('cart', `the finished order could not be looked up (${result.error.kind})`);
    }
    pending.remove(cartId);
    const order = result.value;
    if (!order || sent.has(order.id)) return;
    sent.add(order.id);
    bus.emit('analytics-event', { name: 'purchase', props: purchaseProps(order) });
  };
  return {
    lookUp,
    retryPending: (orderEndpoint: string, headers?: Record<string, string>) =>
      Promise.all(pending.all().map((cartId) => lookUp(cartId, orderEndpoint, headers))).then(() => {}),
  };
}
