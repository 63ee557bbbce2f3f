// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEED_VARIANT_IDS } from '../../../demo-host/api/storefront/seed.ts';
import { cartToken } from '../../../features/cart/cart-token.ts';
import { multipassLogin } from '../../../features/cart/shop-calls.ts';
import { finishedOrder } from '../../../features/cart/finished-order.ts';
import { createCartIdStorage } from '../../../features/cart/cart-id-storage.ts';
import { createCartController } from '../../../features/cart/cart-controller.ts';
import { createStorefrontClient } from '../../../features/cart/storefront-client.ts';
import { memoryStorage, routeFetchToDemoHost } from '../../support/demo-backend.ts';

const SHOP = 'http://localhost:5173/shop';

describe('finished order and multipass (spec 5.5, 7.11) against the emulator', () => {
  it('an unknown cart token is no order: null, not an error', async () => {
    routeFetchToDemoHost();
    expect(await finishedOrder('gid://shopify/Cart/x?key=y', `${SHOP}/order`)).toEqual({
      ok: true,
      value: null,
    });
  });

  it('a lookup the shop refuses is an error value', async () => {
    const backend = routeFetchToDemoHost();
    backend.answerNext(502);
    expect(await finishedOrder('gid://shopify/Cart/x?key=y', `${SHOP}/order`)).toMatchObject({
      ok: false,
      error: { kind: 'status', message: 'order lookup failed' },
    });
  });

  it('finds the order of a completed checkout, by cart token', async () => {
    const backend = routeFetchToDemoHost();
    const cart = createCartController({
      run: createStorefrontClient(backend.storefront),
      storage: createCartIdStorage(() => memoryStorage()),
    });
    await cart.add([{ merchandiseId: SEED_VARIANT_IDS.inStock, quantity: 1 }]);
    const id = cart.store.getState().cart!.id;
    expect(await finishedOrder(id, `${SHOP}/order`)).toEqual({ ok: true, value: null });
    const checkout = new URL(cart.store.getState().cart!.checkoutUrl);
    // 'Jetzt kaufen' on the demo checkout posts the cart's key back.
    const form = new URLSearchParams({ key: checkout.searchParams.get('key') ?? '' });
    await fetch(`${SHOP}/checkout/${cartToken(id)}`, { method: 'POST', body: form });
    expect(await finishedOrder(id, `${SHOP}/order`)).toMatchObject({
      ok: true,
      value: {
        id: expect.any(String),
        totalPrice: { amount: expect.any(String) },
        lineItems: [{ quantity: 1 }],
      },
    });
  });

  it('multipass answers token and url; a bad answer is an error value', async () => {
    routeFetchToDemoHost();
    const result = await multipassLogin(`${SHOP}/multipass`, {
      email: 'anna@example.de',
      return_to: `${SHOP}/checkout/x`,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { token: expect.any(String), url: expect.stringContaining('/multipass/') },
    });
    expect(await multipassLogin(`${SHOP}/multipass`, { email: 'kaputt' })).toMatchObject({
      ok: false,
      error: { message: 'multipass login failed' },
    });
  });
});
