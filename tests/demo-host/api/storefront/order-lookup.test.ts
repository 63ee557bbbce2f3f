// @vitest-environment node
// The demo host is a Node server; these tests call it as one.
import { describe, expect, it } from 'vitest';
import { parseCartId } from '../../../../demo-host/api/storefront/cart-ids.ts';
import { SEED_VARIANT_IDS } from '../../../../demo-host/api/storefront/seed.ts';
import { ORIGIN, useStorefront } from './storefront-client.ts';

describe('storefront finished-order lookup', () => {
  it('answers {order: null} while the cart is open, and the order once its checkout completed', async () => {
    const { app, run, carts, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: SEED_VARIANT_IDS.inStock, quantity: 2 }]);
    await run('cartDiscountCodesUpdate', { cartId: cart.id, discountCodes: ['KIOSK-DEMO'] });
    await run('cartBuyerIdentityUpdate', { cartId: cart.id, buyerIdentity: { email: 'leser@example.de' } });
    // spec 5.5: the token is the id without the gid prefix and the query string.
    const token = cart.id.replace('gid://shopify/Cart/', '').split('?')[0]!;
    const lookup = () =>
      app.request(`${ORIGIN}/shop/order?cartToken=${token}`, {
        headers: { Origin: 'https://partner.example' },
      });

    const open = await lookup();
    expect(open.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await open.json()).toEqual({ order: null });

    carts.complete(parseCartId(cart.id)!);
    expect(await (await lookup()).json()).toEqual({
      order: {
        id: 'gid://shopify/Order/5600000001001',
        name: '#1001',
        orderNumber: 1001,
        processedAt: expect.any(String),
        email: 'leser@example.de',
        cartToken: token,
        currencyCode: 'EUR',
        discountCodes: ['KIOSK-DEMO'],
        subtotalPrice: { amount: '29.8', currencyCode: 'EUR' },
        totalPrice: { amount: '25.33', currencyCode: 'EUR' },
        lineItems: [
          {
            title: 'Auto Motor Kiosk Jahrbuch 2026',
            variantTitle: 'Default Title',
            sku: 'AMK-JB-2026',
            quantity: 2,
            variant: { id: SEED_VARIANT_IDS.inStock },
            originalTotalPrice: { amount: '29.8', currencyCode: 'EUR' },
            discountedTotalPrice: { amount: '25.33', currencyCode: 'EUR' },
          },
        ],
      },
    });
  });

  it('answers {order: null} for an expired cart and 400 without a token', async () => {
    const { app, carts, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: SEED_VARIANT_IDS.inStock }]);
    carts.expire(cart.id);
    const token = parseCartId(cart.id)!.token;
    expect(await (await app.request(`${ORIGIN}/shop/order?cartToken=${token}`)).json()).toEqual({
      order: null,
    });
    expect((await app.request(`${ORIGIN}/shop/order`)).status).toBe(400);
  });
});
