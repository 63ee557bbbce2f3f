import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STOREFRONT_ACCESS_TOKEN } from '../../../demo-host/api/storefront/access-token.ts';
import { STOREFRONT_API_PATH } from '../../../demo-host/api/storefront/index.ts';
import { SEED_VARIANT_IDS } from '../../../demo-host/api/storefront/seed.ts';
import { createBus, type Bus } from '../../../src/bus.ts';
import { CART_ID_KEY } from '../../../features/cart/cart-id-storage.ts';
import type { CartLineInput } from '../../../features/cart/cart-types.ts';
import { CartCreate } from '../../../features/cart/documents.ts';
import { NETWORK_FAILURE } from '../../../features/cart/messages.ts';
import { pageCart } from '../../../features/cart/page-cart.ts';
import { createStorefrontClient } from '../../../features/cart/storefront-client.ts';
import { dropPageShared, pageShared } from '../../../src/kit/page-shared.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';

/** The demo host's Storefront emulator, where routeFetchToDemoHost sends it. */
const SETTINGS = {
  endpoint: `http://localhost:5173${STOREFRONT_API_PATH}`,
  accessToken: STOREFRONT_ACCESS_TOKEN,
};
const { inStock: JAHRBUCH, sized: TASSE } = SEED_VARIANT_IDS;

interface SentRequest {
  url: string;
  operation: string;
  variables: Record<string, unknown>;
  accessToken: string | null;
}

/**
 * Routes `fetch` to the demo host's Storefront emulator and lists every request as the page sent it
 * (those the network then drops included), with `storedCart` to put a cart on the shop beforehand.
 */
function routeToShop() {
  const shop = routeFetchToDemoHost();
  const requests: SentRequest[] = [];
  const send = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    requests.push({
      url: String(input),
      operation: /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '',
      variables: body.variables,
      accessToken: new Headers(init?.headers).get('X-Shopify-Storefront-Access-Token'),
    });
    return send(input, init);
  });
  /** A cart on the shop holding `lines`, as the client reads it: what an earlier page left stored. */
  async function storedCart(lines: CartLineInput[]) {
    const created = await createStorefrontClient(SETTINGS)('mutation', CartCreate, {
      input: { lines },
      linesCount: 250,
    });
    requests.length = 0;
    if (!created.ok || !created.data.cartCreate?.cart) throw new Error('the shop made no cart');
    return created.data.cartCreate.cart;
  }
  return { ...shop, requests, storedCart };
}

let bus: Bus;

/** Records every payload of a bus event. */
function record<
  E extends 'cart-updated' | 'cart-error' | 'cart-ready' | 'cart-opened' | 'analytics-event' | 'error',
>(event: E) {
  const seen: unknown[] = [];
  bus.on(event, (payload) => void seen.push(payload));
  return seen;
}

beforeEach(() => {
  dropPageShared('cart');
  localStorage.clear();
  resetLogMemory();
  bus = createBus(document);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  dropPageShared('cart');
});

describe('pageCart: the page’s one cart, reached through the bus', () => {
  it('is one controller per page: a second call returns the first', () => {
    routeToShop();
    const first = pageCart(bus, SETTINGS);
    expect(pageCart(createBus(document), { ...SETTINGS, accessToken: 'other' })).toBe(first);
    expect(pageShared('cart', () => expect.unreachable('a second cart'))).toBe(first);
  });

  it('every call reclaims the cart commands, so a stand-in handler cannot keep them', async () => {
    routeToShop();
    const controller = pageCart(bus, SETTINGS);
    const standIn = vi.fn();
    bus.handle('cart.open', standIn);
    expect(pageCart(bus, SETTINGS)).toBe(controller);
    bus.run('cart.open', []);
    expect(standIn).not.toHaveBeenCalled();
    expect(controller.store.getState().isCartOpen).toBe(true);
  });

  it("asks for the drawer with 'cart-opened' when the cart opens", () => {
    routeToShop();
    const opened = record('cart-opened');
    const controller = pageCart(bus, SETTINGS);
    controller.open();
    controller.close();
    controller.open();
    expect(opened).toEqual([true, true]);
  });

  it("announces the page's cart once with 'cart-ready'", () => {
    routeToShop();
    const ready = record('cart-ready');
    pageCart(bus, SETTINGS);
    pageCart(bus, SETTINGS);
    expect(ready).toEqual([true]);
    expect(bus.last('cart-ready')).toBe(true);
  });

  it('fetches the stored cart on start and tells the page', async () => {
    const { requests, storedCart } = routeToShop();
    const stored = await storedCart([{ merchandiseId: JAHRBUCH, quantity: 1 }]);
    const CART_ID = stored.id;
    localStorage.setItem(CART_ID_KEY, CART_ID);
    const updates = record('cart-updated');
    const controller = pageCart(bus, SETTINGS);
    await vi.waitFor(() => expect(controller.store.getState().ready).toBe(true));
    expect(requests.map(({ operation, variables }) => [operation, variables.cartId])).toEqual([
      ['Cart', CART_ID],
    ]);
    expect(updates).toEqual([stored]);
    expect(bus.last('cart-updated')).toEqual(stored);
  });

  describe("command 'cart.add'", () => {
    it('takes one {merchandiseId}, quantity defaulting to 1, and sends it to the configured storefront', async () => {
      const { requests } = routeToShop();
      const controller = pageCart(bus, SETTINGS);
      bus.run('cart.add', [{ merchandiseId: JAHRBUCH }]);
      await vi.waitFor(() => expect(controller.store.getState().cart?.totalQuantity).toBe(1));
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({
        url: SETTINGS.endpoint,
        operation: 'cartCreate',
        accessToken: SETTINGS.accessToken,
        variables: { input: { lines: [{ merchandiseId: JAHRBUCH, quantity: 1 }] } },
      });
      expect(controller.store.getState().isCartOpen).toBe(true);
    });

    it('takes a list, with attributes', async () => {
      const { requests } = routeToShop();
      const controller = pageCart(bus, SETTINGS);
      const attributes = [{ key: 'gravur', value: 'Für Anna' }];
      bus.run('cart.add', [[{ merchandiseId: JAHRBUCH, quantity: 2, attributes }, { merchandiseId: TASSE }]]);
      await vi.waitFor(() => expect(controller.store.getState().cart?.totalQuantity).toBe(3));
      expect(requests[0]!.variables.input).toEqual({
        lines: [
          { merchandiseId: JAHRBUCH, quantity: 2, attributes },
          { merchandiseId: TASSE, quantity: 1 },
        ],
      });
    });

    it.each([
      ['no merchandiseId', { quantity: 2 }],
      ['a merchandiseId that is not a string', { merchandiseId: 49100000000011 }],
      ['a fractional quantity', { merchandiseId: JAHRBUCH, quantity: 1.5 }],
      ['a quantity given as text', { merchandiseId: JAHRBUCH, quantity: '2' }],
      ['a bare id', JAHRBUCH],
      ['one bad entry in a list', [{ merchandiseId: JAHRBUCH }, { id: TASSE }]],
    ])('with %s logs a clear console error and sends nothing', async (_, input) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { requests } = routeToShop();
      const failures = record('error');
      pageCart(bus, SETTINGS);
      bus.run('cart.add', [input]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(requests).toEqual([]);
      expect(failures).toEqual([]);
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]![0])).toBe(
        '[kiosk:cart] cart.add takes {merchandiseId, quantity?, attributes?} or a list of them',
      );
    });

    // Regression: malformed input is checked before it is read, so the clear message is logged.
    it.each([
      ['null', [null]],
      ['no argument', []],
    ])('with %s logs the same clear console error', async (_, args) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { requests } = routeToShop();
      const failures = record('error');
      pageCart(bus, SETTINGS);
      bus.run('cart.add', args);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(requests).toEqual([]);
      expect(failures).toEqual([]);
      expect(String(error.mock.calls[0]?.[0])).toContain('cart.add takes {merchandiseId');
    });

    it('that was pushed before the cart existed runs once it does', async () => {
      const { requests } = routeToShop();
      bus.run('cart.add', [{ merchandiseId: TASSE, quantity: 4 }]);
      const controller = pageCart(bus, SETTINGS);
      await vi.waitFor(() => expect(controller.store.getState().cart?.totalQuantity).toBe(4));
      expect(requests[0]).toMatchObject({
        operation: 'cartCreate',
        variables: { input: { lines: [{ merchandiseId: TASSE, quantity: 4 }] } },
      });
    });

    // Regression: the stored cart is fetched before held commands run, so they add to it.
    it('that was pushed before the cart existed goes into the stored cart (spec 4.10)', async () => {
      const { requests, storedCart } = routeToShop();
      const CART_ID = (await storedCart([{ merchandiseId: JAHRBUCH, quantity: 1 }])).id;
      localStorage.setItem(CART_ID_KEY, CART_ID);
      bus.run('cart.add', [{ merchandiseId: TASSE }]);
      pageCart(bus, SETTINGS);
      await vi.waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2));
      expect(requests.map(({ operation, variables }) => [operation, variables.cartId])).toEqual([
        ['Cart', CART_ID],
        ['cartLinesAdd', CART_ID],
      ]);
      expect(localStorage.getItem(CART_ID_KEY)).toBe(CART_ID);
    });
  });

  it("commands 'cart.open' and 'cart.close' open and close the drawer", () => {
    routeToShop();
    const controller = pageCart(bus, SETTINGS);
    bus.run('cart.open', []);
    expect(controller.store.getState().isCartOpen).toBe(true);
    bus.run('cart.close', []);
    expect(controller.store.getState().isCartOpen).toBe(false);
  });

  it("emits 'cart-updated' with each new cart, mirrored on document as kiosk:cart-updated", async () => {
    routeToShop();
    const updates = record('cart-updated');
    const onDocument = vi.fn();
    document.addEventListener('kiosk:cart-updated', onDocument);
    const controller = pageCart(bus, SETTINGS);
    await controller.add([{ merchandiseId: JAHRBUCH, quantity: 2 }]);
    document.removeEventListener('kiosk:cart-updated', onDocument);
    const cart = controller.store.getState().cart;
    expect(cart?.totalQuantity).toBe(2);
    expect(updates).toEqual([cart]);
    expect(onDocument).toHaveBeenCalledTimes(1);
    expect((onDocument.mock.calls[0]![0] as CustomEvent).detail).toBe(cart);
    // Opening the drawer is no cart change.
    bus.run('cart.open', []);
    expect(updates).toHaveLength(1);
  });

  it("emits 'cart-error' with the German message the reader sees, mirrored as kiosk:cart-error", async () => {
    routeToShop().failNext(Infinity);
    const errors = record('cart-error');
    const onDocument = vi.fn();
    document.addEventListener('kiosk:cart-error', onDocument);
    const controller = pageCart(bus, SETTINGS);
    expect(await controller.add([{ merchandiseId: JAHRBUCH, quantity: 1 }])).toBe(false);
    document.removeEventListener('kiosk:cart-error', onDocument);
    expect(errors).toEqual([{ message: NETWORK_FAILURE }]);
    expect((onDocument.mock.calls[0]![0] as CustomEvent).detail).toEqual({ message: NETWORK_FAILURE });
  });

  it("emits 'cart-error' for a voucher the storefront turns down", async () => {
    const voucherMessage = 'Dieser Gutscheincode ist bereits aufgebraucht.';
    // The emulator's LEER is a used-up code: DISCOUNT_USAGE_LIMIT_REACHED.
    routeToShop();
    const errors = record('cart-error');
    const controller = pageCart(bus, SETTINGS);
    await controller.add([{ merchandiseId: JAHRBUCH, quantity: 1 }]);
    await controller.applyDiscountCode('LEER');
    expect(errors).toEqual([{ message: voucherMessage }]);
  });

  it("emits the analytics event 'add_to_cart' after a successful add, and not after a failed one", async () => {
    const { carts } = routeToShop();
    const analytics = record('analytics-event');
    const controller = pageCart(bus, SETTINGS);
    await controller.add([{ merchandiseId: JAHRBUCH, quantity: 2 }]);
    expect(analytics).toEqual([
      { name: 'add_to_cart', props: { item_id: JAHRBUCH, quantity: 2, currency: 'EUR' } },
    ]);
    carts.catalogue.take(TASSE, Infinity);
    expect(await controller.add([{ merchandiseId: TASSE, quantity: 1 }])).toBe(false);
    expect(analytics).toHaveLength(1);
  });

  it("emits 'begin_checkout' when the reader leaves for checkout", async () => {
    routeToShop();
    const analytics = record('analytics-event');
    const controller = pageCart(bus, SETTINGS);
    await controller.add([{ merchandiseId: JAHRBUCH, quantity: 2 }]);
    controller.checkoutStarted();
    expect(analytics.at(-1)).toEqual({
      name: 'begin_checkout',
      props: { value: 29.8, currency: 'EUR', items: 2 },
    });
  });

  describe('when the reader comes back to the tab', () => {
    // Controllers of earlier tests listen to the document too; each test here has an endpoint of its own.
    const own = (name: string) => ({ ...SETTINGS, endpoint: `${SETTINGS.endpoint}?test=${name}` });
    const sentTo = (requests: SentRequest[], settings: { endpoint: string }) =>
      requests.filter((request) => request.url == settings.endpoint);
    const showTab = (state: DocumentVisibilityState) => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
      document.dispatchEvent(new Event('visibilitychange'));
    };

    it('looks at the cart again (a checkout in another tab may have completed it)', async () => {
      const settings = own('again');
      const { requests } = routeToShop();
      const controller = pageCart(bus, settings);
      await controller.add([{ merchandiseId: JAHRBUCH, quantity: 1 }]);
      const CART_ID = controller.store.getState().cart!.id;
      const before = sentTo(requests, settings).length;
      showTab('hidden');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sentTo(requests, settings)).toHaveLength(before);
      showTab('visible');
      await vi.waitFor(() => expect(sentTo(requests, settings)).toHaveLength(before + 1));
      expect(sentTo(requests, settings).at(-1)).toMatchObject({
        operation: 'Cart',
        variables: { cartId: CART_ID },
      });
    });

    // Regression: a reset clears the cart itself, not only the flags around it.
    it('drops a cart that was completed meanwhile (spec 4.10: reset when it cannot be fetched)', async () => {
      const settings = own('completed');
      const { requests, carts } = routeToShop();
      const updates = record('cart-updated');
      const controller = pageCart(bus, settings);
      await controller.add([{ merchandiseId: JAHRBUCH, quantity: 1 }]);
      carts.expire(controller.store.getState().cart!.id);
      showTab('visible');
      await vi.waitFor(() => expect(sentTo(requests, settings).at(-1)?.operation).toBe('Cart'));
      await vi.waitFor(() => expect(localStorage.getItem(CART_ID_KEY)).toBeNull());
      expect(controller.store.getState().cart).toBeUndefined();
      expect(updates.at(-1)).toBeUndefined();
    });
  });
});
