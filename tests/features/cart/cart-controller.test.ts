// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_VARIANT_IDS } from '../../../demo-host/api/storefront/seed.ts';
import { createCartIdStorage, CART_ID_KEY } from '../../../features/cart/cart-id-storage.ts';
import { createCartController } from '../../../features/cart/cart-controller.ts';
import {
  CART_EXPIRED,
  CHECKOUT_UNAVAILABLE,
  NETWORK_FAILURE,
  onlyAvailable,
  SOLD_OUT,
} from '../../../features/cart/messages.ts';
import { createStorefrontClient } from '../../../features/cart/storefront-client.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { memoryStorage, routeFetchToDemoHost } from '../../support/demo-backend.ts';

const { inStock, lowStock, soldOut, mug } = SEED_VARIANT_IDS;

function setUp(storage = memoryStorage(), latencyMs = 0) {
  const backend = routeFetchToDemoHost({ latencyMs });
  const controller = createCartController({
    run: createStorefrontClient(backend.storefront),
    quantityDelayMs: 50,
    storage: createCartIdStorage(() => storage),
  });
  return { backend, controller, storage, state: () => controller.store.getState() };
}

describe('cart store (spec 4.10, 5.5, 7.11) against the Storefront emulator', () => {
  beforeEach(() => {
    resetLogMemory();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('creates the cart on the first add, reuses it afterwards, persists its id and opens the drawer', async () => {
    const { backend, controller, storage, state } = setUp();
    expect(await controller.add([{ merchandiseId: inStock, quantity: 2 }])).toBe(true);
    expect(await controller.add([{ merchandiseId: mug, quantity: 1 }])).toBe(true);
    expect(backend.operations).toEqual(['cartCreate', 'cartLinesAdd']);
    expect(state().cart?.totalQuantity).toBe(3);
    expect(state().cart?.lines.nodes).toHaveLength(2);
    expect(storage.getItem(CART_ID_KEY)).toBe(state().cart?.id);
    expect(state().isCartOpen).toBe(true);
    expect(state().lastAdd?.lines).toEqual([{ merchandiseId: mug, quantity: 1 }]);
  });

  it('on start fetches the stored cart; an unknown or expired cart is reset with a warning', async () => {
    const first = setUp();
    await first.controller.add([{ merchandiseId: inStock, quantity: 1 }]);
    const id = first.state().cart!.id;

    const storage = memoryStorage();
    storage.setItem(CART_ID_KEY, id);
    const again = createCartController({
      run: createStorefrontClient(first.backend.storefront),
      storage: createCartIdStorage(() => storage),
    });
    await again.start();
    expect(again.store.getState().cart?.id).toBe(id);
    expect(again.store.getState().ready).toBe(true);

    first.backend.carts.expire(id);
    const later = createCartController({
      run: createStorefrontClient(first.backend.storefront),
      storage: createCartIdStorage(() => storage),
    });
    await later.start();
    expect(later.store.getState().cart).toBeUndefined();
    expect(storage.getItem(CART_ID_KEY)).toBeNull();
    expect(String(vi.mocked(console.warn).mock.calls.at(-1)?.[0])).toContain('unknown, expired or completed');
  });

  it('a cart that expired while the page was open is replaced on the next add, and the reader is told', async () => {
    const { backend, controller, state } = setUp();
    await controller.add([{ merchandiseId: inStock, quantity: 1 }]);
    const oldId = state().cart!.id;
    backend.carts.expire(oldId);
    expect(await controller.add([{ merchandiseId: mug, quantity: 1 }])).toBe(true);
    expect(state().cart?.id).not.toBe(oldId);
    expect(state().cart?.lines.nodes.map((line) => line.merchandise.id)).toEqual([mug]);
    expect(state().notice?.message).toBe(CART_EXPIRED);
  });

  it('20 rapid quantity changes end with the server at the last value, in at most 2 requests', async () => {
    const { backend, controller, state } = setUp();
    await controller.add([{ merchandiseId: inStock, quantity: 1 }]);
    const lineId = state().cart!.lines.nodes[0]!.id;
    backend.operations.length = 0;
    for (let click = 1; click <= 20; click++) controller.setQuantity(lineId, (click % 7) + 1);
    const last = (20 % 7) + 1;
    expect(state().chosen[lineId]).toBe(last);
    await vi.waitFor(() => expect(state().cart?.lines.nodes[0]?.quantity).toBe(last));
    await vi.waitFor(() => expect(state().updating).toEqual({}));
    expect(backend.operations.filter((name) => name == 'cartLinesUpdate').length).toBeLessThanOrEqual(2);
    expect(state().chosen).toEqual({});
  });

  it('choices made while a request is in flight go out next; a stale answer never wins', async () => {
    const { backend, controller, state } = setUp(memoryStorage(), 120);
    await controller.add([{ merchandiseId: inStock, quantity: 1 }]);
    const lineId = state().cart!.lines.nodes[0]!.id;
    controller.setQuantity(lineId, 5);
    await vi.waitFor(() => expect(state().updating[lineId]).toBe(true));
    controller.setQuantity(lineId, 3);
    controller.setQuantity(lineId, 2);
    await vi.waitFor(() => expect(state().cart?.lines.nodes[0]?.quantity).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(state().cart?.lines.nodes[0]?.quantity).toBe(2);
    expect(backend.operations.filter((name) => name == 'cartLinesUpdate')).toHaveLength(2);
  });

  it("marks a line 'Nur noch {quantity} verfügbar' when the server keeps fewer than asked for", async () => {
    const { controller, state } = setUp();
    await controller.add([{ merchandiseId: lowStock, quantity: 2 }]);
    const lineId = state().cart!.lines.nodes[0]!.id;
    controller.setQuantity(lineId, 7);
    await vi.waitFor(() => expect(state().cart?.lines.nodes[0]?.quantity).toBe(3));
    expect(state().lineMessages[lineId]).toEqual([onlyAvailable(3)]);
    expect(onlyAvailable(3)).toBe('Nur noch 3 verfügbar');
  });

  it('says so when an added article is sold out', async () => {
    const { controller, state } = setUp();
    expect(await controller.add([{ merchandiseId: soldOut, quantity: 1 }])).toBe(false);
    expect(state().notice?.message).toBe(SOLD_OUT);
  });

  it('removes a line at quantity 0', async () => {
    const { controller, state } = setUp();
    await controller.add([
      { merchandiseId: inStock, quantity: 1 },
      { merchandiseId: mug, quantity: 1 },
    ]);
    controller.setQuantity(state().cart!.lines.nodes[0]!.id, 0);
    await vi.waitFor(() => expect(state().cart?.lines.nodes).toHaveLength(1));
  });

  it('applyDiscountCode tells whether the cart now carries the code (the voucher field clears then)', async () => {
    const { controller } = setUp();
    expect(await controller.applyDiscountCode('ams10')).toBe(false);
    await controller.add([{ merchandiseId: inStock, quantity: 1 }]);
    expect(await controller.applyDiscountCode('ams10')).toBe(true);
  });

  it('checkoutUnavailable tells the reader, in German, that checkout cannot start', () => {
    const { controller, state } = setUp();
    controller.checkoutUnavailable();
    expect(state().notice).toEqual({ message: CHECKOUT_UNAVAILABLE });
  });

  it('applies a valid voucher with cart-level allocations; an unknown one stays, not applicable, with a German message', async () => {
    const { controller, state } = setUp();
    await controller.add([{ merchandiseId: inStock, quantity: 2 }]);
    await controller.applyDiscountCode('ams10');
    expect(state().cart?.discountCodes).toEqual([{ code: 'ams10', applicable: true }]);
    expect(state().cart?.discountAllocations.length).toBeGreaterThan(0);
    expect(state().discountMessages).toEqual([]);
    await controller.removeDiscountCode('ams10');
    await controller.applyDiscountCode('GIBTSNICHT');
    expect(state().cart?.discountCodes).toEqual([{ code: 'GIBTSNICHT', applicable: false }]);
    // One message per problem (issue 17, defect 7): the reason belongs to the code's row only.
    expect(state().codeMessages).toEqual({
      GIBTSNICHT: 'Diesen Gutscheincode gibt es nicht. Bitte prüfen Sie die Schreibweise.',
    });
    expect(state().discountMessages).toEqual([]);
    expect(state().discountPending).toBe(false);
    await controller.removeDiscountCode('GIBTSNICHT');
    expect(state().codeMessages).toEqual({});
  });

  it('a code that cannot be combined names the code in its way, not a generic refusal (issue 17, defect 7)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { controller, state } = setUp();
    await controller.add([{ merchandiseId: inStock, quantity: 2 }]);
    await controller.applyDiscountCode('ams10');
    await controller.applyDiscountCode('kiosk-demo');
    expect(state().codeMessages).toEqual({
      'KIOSK-DEMO': 'Dieser Gutscheincode lässt sich nicht mit Ihrem Gutschein AMS10 kombinieren.',
    });
    expect(state().discountMessages).toEqual([]);
  });

  it('a network failure leaves the cart as it was, says so in German, and retry repeats the action', async () => {
    const { backend, controller, state } = setUp();
    await controller.add([{ merchandiseId: inStock, quantity: 1 }]);
    const before = state().cart;
    backend.failNext(1);
    expect(await controller.add([{ merchandiseId: mug, quantity: 1 }])).toBe(false);
    expect(state().cart).toBe(before);
    expect(state().notice?.message).toBe(NETWORK_FAILURE);
    state().notice?.retry?.();
    await vi.waitFor(() => expect(state().cart?.lines.nodes).toHaveLength(2));
    expect(state().notice).toBeUndefined();
  });

  it('a failed quantity change shows the server value again', async () => {
    const { backend, controller, state } = setUp();
    await controller.add([{ merchandiseId: inStock, quantity: 1 }]);
    const lineId = state().cart!.lines.nodes[0]!.id;
    backend.failNext(1);
    controller.setQuantity(lineId, 4);
    await vi.waitFor(() => expect(state().notice?.message).toBe(NETWORK_FAILURE));
    expect(state().chosen[lineId]).toBeUndefined();
    expect(state().cart?.lines.nodes[0]?.quantity).toBe(1);
  });

  it('does nothing for quantity and vouchers without a cart id (spec 5.5)', async () => {
    const { backend, controller } = setUp();
    controller.setQuantity('gid://shopify/CartLine/x', 3);
    await controller.applyDiscountCode('AMS10');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(backend.operations).toEqual([]);
  });

  it('blocked storage does not break the cart', async () => {
    const blocked = memoryStorage();
    blocked.setItem = () => {
      throw new DOMException('QuotaExceededError', 'QuotaExceededError');
    };
    blocked.getItem = () => {
      throw new DOMException('SecurityError', 'SecurityError');
    };
    const { controller, state } = setUp(blocked);
    await controller.start();
    expect(await controller.add([{ merchandiseId: inStock, quantity: 1 }])).toBe(true);
    expect(state().cart?.totalQuantity).toBe(1);
  });

  it('a wrong access token is a failure with a German notice, not a crash', async () => {
    const backend = routeFetchToDemoHost();
    const controller = createCartController({
      run: createStorefrontClient({ ...backend.storefront, accessToken: 'falsch' }),
      storage: createCartIdStorage(() => memoryStorage()),
    });
    expect(await controller.add([{ merchandiseId: inStock, quantity: 1 }])).toBe(false);
    expect(controller.store.getState().notice?.message).toBe(NETWORK_FAILURE);
  });

  it('sends the buyer email, which counts as the known customer email', async () => {
    const { controller, state } = setUp();
    await controller.add([{ merchandiseId: inStock, quantity: 1 }]);
    await controller.identify('anna@example.de');
    expect(state().cart?.buyerIdentity.email).toBe('anna@example.de');
    expect(state().email).toBe('anna@example.de');
  });

  it('a refresh that fails keeps the cart; a start-up that failed is looked up again before the next add', async () => {
    const first = setUp();
    await first.controller.add([{ merchandiseId: inStock, quantity: 1 }]);
    const id = first.state().cart!.id;
    first.backend.failNext(1);
    await first.controller.refresh();
    expect(first.state().cart?.id).toBe(id);

    const storage = memoryStorage();
    storage.setItem(CART_ID_KEY, id);
    const again = createCartController({
      run: createStorefrontClient(first.backend.storefront),
      storage: createCartIdStorage(() => storage),
    });
    first.backend.failNext(1);
    await again.start();
    expect(again.store.getState().cart).toBeUndefined();
    expect(await again.add([{ merchandiseId: mug, quantity: 1 }])).toBe(true);
    // The reader's cart, not a new one: both articles are in it.
    expect(again.store.getState().cart?.id).toBe(id);
    expect(again.store.getState().cart?.totalQuantity).toBe(2);
  });

  it.each([
    ['a dropped connection', (backend: ReturnType<typeof setUp>['backend']) => backend.failNext(1)],
    ['a 5xx', (backend: ReturnType<typeof setUp>['backend']) => backend.answerNext(503)],
  ])(
    'when looking up the stored cart fails with %s, an add keeps the reader’s cart and creates no second one (issue 10, defect 3)',
    async (_, fail) => {
      const first = setUp();
      await first.controller.add([{ merchandiseId: inStock, quantity: 1 }]);
      const id = first.state().cart!.id;
      const storage = memoryStorage({ [CART_ID_KEY]: id });
      const again = createCartController({
        run: createStorefrontClient(first.backend.storefront),
        storage: createCartIdStorage(() => storage),
      });
      fail(first.backend);
      await again.start();
      fail(first.backend);
      expect(await again.add([{ merchandiseId: mug, quantity: 1 }])).toBe(false);
      expect(storage.getItem(CART_ID_KEY)).toBe(id);
      expect(again.store.getState().notice?.message).toBe(NETWORK_FAILURE);
      expect(first.backend.operations.filter((operation) => operation == 'cartCreate')).toHaveLength(1);
      // The server is back: the retry adds to the same cart.
      expect(await again.add([{ merchandiseId: mug, quantity: 1 }])).toBe(true);
      expect(again.store.getState().cart?.id).toBe(id);
      expect(again.store.getState().cart?.totalQuantity).toBe(2);
    },
  );

  it('is busy per product from the click on, until that product’s add has finished', async () => {
    const { controller, state } = setUp(memoryStorage(), 80);
    const first = controller.add([{ merchandiseId: inStock, quantity: 1 }]);
    const second = controller.add([{ merchandiseId: mug, quantity: 1 }]);
    const third = controller.add([{ merchandiseId: mug, quantity: 1 }]);
    expect(state().adding).toEqual({ [inStock]: 1, [mug]: 2 });
    await first;
    expect(state().adding).toEqual({ [mug]: 2 });
    await Promise.all([second, third]);
    expect(state().adding).toEqual({});
    expect(state().cart?.totalQuantity).toBe(3);
  });

  it('a failed add opens the drawer, so the reader sees why nothing was added', async () => {
    const { backend, controller, state } = setUp();
    backend.failNext(1);
    await controller.add([{ merchandiseId: inStock, quantity: 1 }]);
    expect(state().isCartOpen).toBe(true);
    expect(state().notice?.message).toBe(NETWORK_FAILURE);
  });
});
