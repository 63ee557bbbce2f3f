import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCartId } from '../../../demo-host/api/storefront/cart-ids.ts';
import { SEED_VARIANT_IDS } from '../../../demo-host/api/storefront/seed.ts';
import { STOREFRONT_ORDER_PATH } from '../../../demo-host/api/storefront/index.ts';
import type { AnalyticsEvent } from '../../../src/analytics/catalogue.ts';
// For its declaration of the 'analytics-event' bus event.
import type {} from '../../../src/analytics/create-analytics.ts';
import { createBus, type Bus } from '../../../src/bus.ts';
import { CART_ID_KEY } from '../../../features/cart/cart-id-storage.ts';
import { pageCart } from '../../../features/cart/page-cart.ts';
import {
  createPurchaseReport,
  SENT_ORDERS_KEY,
  watchPurchases,
} from '../../../features/cart/purchase-report.ts';
import { hasStoredCart } from '../../../features/cart/stored-cart.ts';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';

const { inStock: JAHRBUCH, sized: TASSE } = SEED_VARIANT_IDS;

let bus: Bus;
let purchases: AnalyticsEvent[];

/** A new page view: a fresh page cart, as after navigating back from checkout or a reload. */
function pageView(shop: ReturnType<typeof routeFetchToDemoHost>) {
  dropPageShared('cart');
  bus = createBus(document);
  bus.on('analytics-event', (event) => void (event.name == 'purchase' && purchases.push(event)));
  const controller = pageCart(bus, shop.storefront);
  watchPurchases(bus, controller, `${shop.origin}${STOREFRONT_ORDER_PATH}`);
  return controller;
}

/** A cart with two lines, stored on the page, then bought on the demo checkout ('Jetzt kaufen'). */
async function boughtCart(shop: ReturnType<typeof routeFetchToDemoHost>) {
  const controller = pageView(shop);
  await controller.add([
    { merchandiseId: JAHRBUCH, quantity: 2 },
    { merchandiseId: TASSE, quantity: 1 },
  ]);
  const cartId = controller.store.getState().cart!.id;
  const order = shop.carts.complete(parseCartId(cartId)!);
  if (!order) throw new Error('the demo checkout made no order');
  return { cartId, order };
}

const settled = (controller: ReturnType<typeof pageCart>) =>
  vi.waitFor(() => expect(controller.store.getState().ready).toBe(true));

beforeEach(() => {
  localStorage.clear();
  resetLogMemory();
  purchases = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => dropPageShared('cart'));

describe('purchase once per finished order (spec 7.11, 9.6; issue 31)', () => {
  it('coming back from checkout sends purchase with the order’s id, total and products', async () => {
    const shop = routeFetchToDemoHost();
    const { order } = await boughtCart(shop);
    const back = pageView(shop);
    await settled(back);
    await vi.waitFor(() => expect(purchases).toHaveLength(1));
    const total = order.totalCents / 100;
    expect(purchases[0]).toEqual({
      name: 'purchase',
      props: {
        transactionId: order.id,
        transactionTotal: total,
        transactionProducts: order.lines.map((line) => ({
          sku: line.sku,
          name: line.title,
          price: line.discountedTotalCents / line.quantity / 100,
          quantity: line.quantity,
        })),
      },
    });
    expect(total).toBeGreaterThan(0);
    expect(shop.operations.filter((url) => url.includes('/shop/order?cartToken='))).toHaveLength(1);
  });

  it('never twice: a second tab that still had the cart id, or a reload, sends nothing', async () => {
    const shop = routeFetchToDemoHost();
    const { cartId } = await boughtCart(shop);
    await settled(pageView(shop));
    await vi.waitFor(() => expect(purchases).toHaveLength(1));
    // Another tab read the id before this one dropped it: it looks the order up and finds it sent.
    localStorage.setItem(CART_ID_KEY, cartId);
    await settled(pageView(shop));
    await vi.waitFor(() =>
      expect(shop.operations.filter((url) => url.includes('/shop/order?'))).toHaveLength(2),
    );
    await settled(pageView(shop));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(purchases).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(SENT_ORDERS_KEY)!)).toEqual([expect.stringMatching(/Order/)]);
  });

  it("publishes every order it finds as 'order-finished', also one whose purchase was sent before (issue 27)", async () => {
    const shop = routeFetchToDemoHost();
    const { cartId, order } = await boughtCart(shop);
    const report = createPurchaseReport(pageViewBus());
    const endpoint = `${shop.origin}${STOREFRONT_ORDER_PATH}`;
    await report(cartId, endpoint);
    const again = pageViewBus();
    await createPurchaseReport(again)(cartId, endpoint);
    expect(purchases).toHaveLength(1);
    const finished: unknown[] = [];
    again.on('order-finished', (detail) => void finished.push(detail));
    expect(finished).toEqual([{ cartToken: parseCartId(cartId)!.token, orderId: order.id }]);
  });

  it('an expired cart is no order: nothing is sent', async () => {
    const shop = routeFetchToDemoHost();
    const controller = pageView(shop);
    await controller.add([{ merchandiseId: JAHRBUCH, quantity: 1 }]);
    shop.carts.expire(controller.store.getState().cart!.id);
    await settled(pageView(shop));
    await vi.waitFor(() =>
      expect(shop.operations.filter((url) => url.includes('/shop/order?'))).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(purchases).toEqual([]);
  });

  it('a failed lookup sends nothing and is logged once with the cart’s name', async () => {
    const shop = routeFetchToDemoHost();
    const { cartId } = await boughtCart(shop);
    const report = createPurchaseReport(pageViewBus());
    shop.answerNext(503);
    await report(cartId, `${shop.origin}${STOREFRONT_ORDER_PATH}`);
    expect(purchases).toEqual([]);
    expect(vi.mocked(console.warn).mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(/cart.*finished order could not be looked up \(status\)/),
    ]);
  });

  it('a failed lookup is asked again on the next page view, so the purchase is not lost', async () => {
    const shop = routeFetchToDemoHost();
    const { cartId } = await boughtCart(shop);
    // The shop's order lookup is down for this page view; its GraphQL API answers.
    const send = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/shop/order?')
        ? Promise.resolve(new Response('down', { status: 503 }))
        : send(input, init),
    );
    await settled(pageView(shop));
    // The cart id goes back where the cart keeps it, so the next page view finds it gone and asks again.
    await vi.waitFor(() => expect(localStorage.getItem(CART_ID_KEY)).toBe(cartId));
    expect(purchases).toEqual([]);
    expect(hasStoredCart()).toBe(true);
    vi.stubGlobal('fetch', send);
    await settled(pageView(shop));
    await vi.waitFor(() => expect(purchases).toHaveLength(1));
    expect(hasStoredCart()).toBe(false);
    await settled(pageView(shop));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(purchases).toHaveLength(1);
  });

  it('with storage blocked: once per page view, the missing storage logged once', async () => {
    const shop = routeFetchToDemoHost();
    const { cartId } = await boughtCart(shop);
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const report = createPurchaseReport(pageViewBus(), blocked);
    const endpoint = `${shop.origin}${STOREFRONT_ORDER_PATH}`;
    await report(cartId, endpoint);
    await report(cartId, endpoint);
    expect(purchases).toHaveLength(1);
    expect(
      vi.mocked(console.warn).mock.calls.filter(([line]) => String(line).includes('localStorage')),
    ).toHaveLength(1);
  });
});

function pageViewBus() {
  bus = createBus(document);
  bus.on('analytics-event', (event) => void (event.name == 'purchase' && purchases.push(event)));
  return bus;
}
