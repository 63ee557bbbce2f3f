import type { TransactionProduct } from '../../src/analytics/catalogue.ts';
import type { Bus } from '../../src/bus.ts';
import { logMissing, logWarning } from '../../src/log.ts';
import { finishedOrder, type FinishedOrder } from './shop-calls.ts';

/** localStorage: the ids of the orders whose purchase this browser has sent. */
export const SENT_ORDERS_KEY = 'kiosk_purchases_sent';
/** Enough for any reader; the oldest ids go first. */
const KEPT_ORDERS = 50;

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
 * The ids of sent orders, in localStorage so a reload or a second tab never sends one again; when
 * storage is blocked, for this page view only (logged once by logMissing).
 */
function createSentOrders(storage: () => Storage) {
  let memory: string[] = [];
  const read = (): string[] => {
    try {
      const stored: unknown = JSON.parse(storage().getItem(SENT_ORDERS_KEY) ?? '[]');
      return Array.isArray(stored) ? stored.filter((id): id is string => typeof id == 'string') : [];
    } catch (error) {
      logMissing('storage', error);
      return memory;
    }
  };
  return {
    has: (id: string) => read().includes(id) || memory.includes(id),
    add(id: string) {
      memory = [...read(), id].slice(-KEPT_ORDERS);
      try {
        storage().setItem(SENT_ORDERS_KEY, JSON.stringify(memory));
      } catch (error) {
        logMissing('storage', error);
      }
    },
  };
}

/**
 * spec 7.11, 9.6 (issue 31): a stored cart the shop no longer knows may have become an order at
 * checkout. Looks up the finished order by the cart's token and sends `purchase` once per order: the
 * order id is remembered, so coming back again, a reload or a second tab sends nothing.
 */
export function createPurchaseReport(bus: Bus, storage: () => Storage = () => localStorage) {
  const sent = createSentOrders(storage);
  return async (cartId: string, orderEndpoint: string, headers?: Record<string, string>) => {
    const result = await finishedOrder(cartId, orderEndpoint, headers);
    if (!result.ok)
      return logWarning('cart', `the finished order could not be looked up (${result.error.kind})`);
    const order = result.value;
    if (!order || sent.has(order.id)) return;
    sent.add(order.id);
    bus.emit('analytics-event', { name: 'purchase', props: purchaseProps(order) });
  };
}
