import type { TransactionProduct } from '../../src/analytics/catalogue.ts';
import type { Bus } from '../../src/bus.ts';
import { logMissing, logWarning } from '../../src/log.ts';
import { cartToken } from './cart-token.ts';
import { finishedOrder, type FinishedOrder } from './finished-order.ts';
import { createCartIdStorage } from './cart-id-storage.ts';
import type { CartController } from './cart-controller.ts';

declare module '../../src/events.ts' {
  interface KioskStateEvents {
    /**
     * The page's cart became an order (spec 7.11): its cart token and order id, once the lookup found
     * it, so a widget selling files (a paid box) can unlock what was bought without a lookup of its own.
     */
    'order-finished': { cartToken: string; orderId: string };
  }
}

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
    has: (id: string) => read().includes(id) || memory.includes(id),
    add: (id: string) => write([...read().filter((known) => known != id), id]),
  };
}

/**
 * spec 7.11, 9.6 (issue 31): a stored cart the shop no longer knows may have become an order at
 * checkout. `lookUp` asks for the finished order by the cart's token and sends `purchase` once per
 * order: the order id is remembered, so coming back again, a reload or a second tab sends nothing. A
 * failed lookup puts the cart id back where the cart keeps it (unless a new cart took its place): the
 * next page view finds it gone again and asks again, so a shop that was down loses no purchase. Every
 * order found is published as 'order-finished' (issue 27: the paid boxes' downloads).
 */
export function createPurchaseReport(bus: Bus, storage: () => Storage = () => localStorage) {
  const sent = createIdList(SENT_ORDERS_KEY, storage);
  const cartIds = createCartIdStorage(storage);
  return async (cartId: string, endpoint: string, headers?: Record<string, string>) => {
    const result = await finishedOrder(cartId, endpoint, headers);
    if (!result.ok) {
      if (!cartIds.read()) cartIds.write(cartId);
      return logWarning('cart', `the finished order could not be looked up (${result.error.kind})`);
    }
    const order = result.value;
    if (!order) return;
    bus.publish('order-finished', { cartToken: cartToken(cartId), orderId: order.id });
    if (sent.has(order.id)) return;
    sent.add(order.id);
    bus.emit('analytics-event', { name: 'purchase', props: purchaseProps(order) });
  };
}

/** Looks up the order of every cart the page's cart finds gone, now and from now on. */
export function watchPurchases(
  bus: Bus,
  controller: CartController,
  endpoint: string,
  headers?: Record<string, string>,
): () => void {
  const report = createPurchaseReport(bus);
  const gone = controller.store.getState().goneCartId;
  if (gone) void report(gone, endpoint, headers);
  return controller.store.subscribe((state, previous) => {
    if (state.goneCartId && state.goneCartId !== previous.goneCartId)
      void report(state.goneCartId, endpoint, headers);
  });
}
