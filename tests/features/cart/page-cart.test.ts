import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus, type Bus } from '../../../src/bus.ts';
import { CART_ID_KEY } from '../../../features/cart/cart-id-storage.ts';
import type { CartController } from '../../../features/cart/cart-store.ts';
import type { Cart, CartLineInput, CartProblem } from '../../../features/cart/cart-types.ts';
import { NETWORK_FAILURE } from '../../../features/cart/messages.ts';
import { pageCart } from '../../../features/cart/page-cart.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { CART_ID, cartFixture, cartLine } from '../../support/cart-fixture.ts';

const SETTINGS = { endpoint: 'https://shop.example.de/api/2026-04/graphql.json', accessToken: 'token-123' };
const JAHRBUCH = 'gid://shopify/ProductVariant/49100000000011';
const TASSE = 'gid://shopify/ProductVariant/49100000000051';

interface SentRequest {
  url: string;
  operation: string;
  variables: Record<string, unknown>;
  accessToken: string | null;
}

type Answer = { cart: Cart | null; warnings?: CartProblem[] } | 'network-failure';

/**
 * Stubs `fetch` with the Storefront's GraphQL answers: `{ data: { cart } }` for the Cart query and
 * `{ data: { <mutation>: { cart, userErrors, warnings } } }` for mutations.
 */
function stubStorefront(answer: (operation: string, variables: Record<string, unknown>) => Answer) {
  const requests: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
    requests.push({
      url: String(input),
      operation,
      variables: body.variables,
      accessToken: new Headers(init?.headers).get('X-Shopify-Storefront-Access-Token'),
    });
    const result = answer(operation, body.variables);
    if (result == 'network-failure') throw new TypeError('Failed to fetch');
    const data =
      operation == 'Cart'
        ? { cart: result.cart }
        : {
            [operation]: {
              cart: result.cart,
              userErrors: [],
              warnings: (result.warnings ?? []).map(({ code, message, target }) => ({
                code,
                message,
                target,
              })),
            },
          };
    return new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });
  });
  return requests;
}

/** A cart holding what an add sent (cartCreate's `input.lines`, cartLinesAdd's `lines`). */
const cartOf = (variables: Record<string, unknown>) => {
  const lines = ((variables.input as { lines?: CartLineInput[] } | undefined)?.lines ??
    variables.lines) as CartLineInput[];
  return cartFixture({
    lines: lines.map((line, index) =>
      cartLine({ n: index + 1, merchandiseId: line.merchandiseId, quantity: line.quantity }),
    ),
  });
};

const holder = globalThis as typeof globalThis & { __kioskCart?: CartController };
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
  delete holder.__kioskCart;
  localStorage.clear();
  resetLogMemory();
  bus = createBus(document);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  delete holder.__kioskCart;
});

describe('pageCart: the page’s one cart, reached through the bus', () => {
  it('is one controller per page: a second call returns the first', () => {
    stubStorefront(() => ({ cart: null }));
    const first = pageCart(bus, SETTINGS);
    expect(pageCart(createBus(document), { ...SETTINGS, accessToken: 'other' })).toBe(first);
    expect(holder.__kioskCart).toBe(first);
  });

  it('every call reclaims the cart commands, so a stand-in handler cannot keep them', async () => {
    stubStorefront(() => ({ cart: null }));
    const controller = pageCart(bus, SETTINGS);
    const standIn = vi.fn();
    bus.handle('cart.open', standIn);
    expect(pageCart(bus, SETTINGS)).toBe(controller);
    bus.run('cart.open', []);
    expect(standIn).not.toHaveBeenCalled();
    expect(controller.store.getState().isCartOpen).toBe(true);
  });

  it("asks for the drawer with 'cart-opened' when the cart opens", () => {
    stubStorefront(() => ({ cart: null }));
    const opened = record('cart-opened');
    const controller = pageCart(bus, SETTINGS);
    controller.open();
    controller.close();
    controller.open();
    expect(opened).toEqual([true, true]);
  });

  it("announces the page's cart once with 'cart-ready'", () => {
    stubStorefront(() => ({ cart: null }));
    const ready = record('cart-ready');
    pageCart(bus, SETTINGS);
    pageCart(bus, SETTINGS);
    expect(ready).toEqual([true]);
    expect(bus.last('cart-ready')).toBe(true);
  });

  it('fetches the stored cart on start and tells the page', async () => {
    localStorage.setItem(CART_ID_KEY, CART_ID);
    const stored = cartFixture();
    const requests = stubStorefront(() => ({ cart: stored }));
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
      const requests = stubStorefront((_, variables) => ({ cart: cartOf(variables) }));
      const controller = pageCart(bus, SETTINGS);
      bus.run('cart.add', [{ merchandiseId: JAHRBUCH }]);
      await vi.waitFor(() => expect(controller.store.getState().cart?.totalQuantity).toBe(1));
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({
        url: SETTINGS.endpoint,
        operation: 'cartCreate',
        accessToken: 'token-123',
        variables: { input: { lines: [{ merchandiseId: JAHRBUCH, quantity: 1 }] } },
      });
      expect(controller.store.getState().isCartOpen).toBe(true);
    });

    it('takes a list, with attributes', async () => {
      const requests = stubStorefront((_, variables) => ({ cart: cartOf(variables) }));
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
      const requests = stubStorefront(() => ({ cart: null }));
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
      const requests = stubStorefront(() => ({ cart: null }));
      const failures = record('error');
      pageCart(bus, SETTINGS);
      bus.run('cart.add', args);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(requests).toEqual([]);
      expect(failures).toEqual([]);
      expect(String(error.mock.calls[0]?.[0])).toContain('cart.add takes {merchandiseId');
    });

    it('that was pushed before the cart existed runs once it does', async () => {
      const requests = stubStorefront((_, variables) => ({ cart: cartOf(variables) }));
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
      localStorage.setItem(CART_ID_KEY, CART_ID);
      const stored = cartFixture({ lines: [cartLine({ n: 1, merchandiseId: JAHRBUCH })] });
      const requests = stubStorefront((operation, variables) => {
        if (operation == 'Cart')
          return { cart: variables.cartId == CART_ID ? stored : cartOf({ lines: [] }) };
        if (operation == 'cartCreate')
          return { cart: { ...cartOf(variables), id: 'gid://shopify/Cart/c1-new' } };
        return {
          cart: cartFixture({ lines: [...stored.lines.nodes, cartLine({ n: 2, merchandiseId: TASSE })] }),
        };
      });
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
    stubStorefront(() => ({ cart: null }));
    const controller = pageCart(bus, SETTINGS);
    bus.run('cart.open', []);
    expect(controller.store.getState().isCartOpen).toBe(true);
    bus.run('cart.close', []);
    expect(controller.store.getState().isCartOpen).toBe(false);
  });

  it("emits 'cart-updated' with each new cart, mirrored on document as kiosk:cart-updated", async () => {
    stubStorefront((_, variables) => ({ cart: cartOf(variables) }));
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
    stubStorefront(() => 'network-failure');
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
    stubStorefront((operation, variables) =>
      operation == 'cartDiscountCodesUpdate'
        ? {
            cart: cartFixture({ discountCodes: [{ code: 'LEER', applicable: false }] }),
            warnings: [
              { code: 'DISCOUNT_USAGE_LIMIT_REACHED', message: 'Usage limit reached', target: CART_ID },
            ],
          }
        : { cart: cartOf(variables) },
    );
    const errors = record('cart-error');
    const controller = pageCart(bus, SETTINGS);
    await controller.add([{ merchandiseId: JAHRBUCH, quantity: 1 }]);
    await controller.applyDiscountCode('LEER');
    expect(errors).toEqual([{ message: voucherMessage }]);
  });

  it("emits the analytics event 'add_to_cart' after a successful add, and not after a failed one", async () => {
    let soldOut = false;
    stubStorefront((_, variables) =>
      soldOut ? { cart: cartFixture({ lines: [] }) } : { cart: cartOf(variables) },
    );
    const analytics = record('analytics-event');
    const controller = pageCart(bus, SETTINGS);
    await controller.add([{ merchandiseId: JAHRBUCH, quantity: 2 }]);
    expect(analytics).toEqual([
      { name: 'add_to_cart', props: { item_id: JAHRBUCH, quantity: 2, currency: 'EUR' } },
    ]);
    soldOut = true;
    expect(await controller.add([{ merchandiseId: TASSE, quantity: 1 }])).toBe(false);
    expect(analytics).toHaveLength(1);
  });

  it("emits 'begin_checkout' when the reader leaves for checkout", async () => {
    stubStorefront((_, variables) => ({ cart: cartOf(variables) }));
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
      const requests = stubStorefront((_, variables) => ({ cart: cartOf(variables) }));
      const controller = pageCart(bus, settings);
      await controller.add([{ merchandiseId: JAHRBUCH, quantity: 1 }]);
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
      let completed = false;
      const requests = stubStorefront((_, variables) =>
        completed ? { cart: null } : { cart: cartOf(variables) },
      );
      const updates = record('cart-updated');
      const controller = pageCart(bus, settings);
      await controller.add([{ merchandiseId: JAHRBUCH, quantity: 1 }]);
      completed = true;
      showTab('visible');
      await vi.waitFor(() => expect(sentTo(requests, settings).at(-1)?.operation).toBe('Cart'));
      await vi.waitFor(() => expect(localStorage.getItem(CART_ID_KEY)).toBeNull());
      expect(controller.store.getState().cart).toBeUndefined();
      expect(updates.at(-1)).toBeUndefined();
    });
  });
});
