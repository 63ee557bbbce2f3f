// @vitest-environment node
// The demo host is a Node server; these tests call it as one.
import { describe, expect, it } from 'vitest';
import { SEED_VARIANT_IDS } from '../../../../demo-host/api/storefront/seed.ts';
import { ORIGIN, useStorefront } from './storefront-client.ts';

describe('storefront multipass login', () => {
  const signIn = (app: ReturnType<typeof useStorefront>['app'], body: unknown) =>
    app.request(`${ORIGIN}/shop/multipass`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://partner.example' },
      body: JSON.stringify(body),
    });

  it('answers {token, url}; the url signs in once and returns to return_to', async () => {
    const { app } = useStorefront();
    const response = await signIn(app, {
      email: 'Leserin@Example.de',
      return_to: '/shop/checkout/abc?key=1',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const { token, url } = (await response.json()) as { token: string; url: string };
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(url).toBe(`${ORIGIN}/shop/account/login/multipass/${token}`);

    const redirect = await app.request(url);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('Location')).toBe(`${ORIGIN}/shop/checkout/abc?key=1`);
    expect((await app.request(url)).status).toBe(404);
  });

  it('gives a token the cart accepts as the customer access token', async () => {
    const { app, run, createCart } = useStorefront();
    const { token } = (await (await signIn(app, { email: 'Leserin@Example.de' })).json()) as {
      token: string;
    };
    const cart = await createCart([{ merchandiseId: SEED_VARIANT_IDS.inStock }]);
    const payload = await run('cartBuyerIdentityUpdate', {
      cartId: cart.id,
      buyerIdentity: { customerAccessToken: token },
    });
    expect(payload.cart!.buyerIdentity.email).toBe('leserin@example.de');
    expect(payload.cart!.buyerIdentity.customer?.id).toMatch(/^gid:\/\/shopify\/Customer\//);

    const unknown = await run('cartBuyerIdentityUpdate', {
      cartId: cart.id,
      buyerIdentity: { customerAccessToken: 'erfunden' },
    });
    expect(unknown.userErrors).toEqual([
      {
        field: ['buyerIdentity', 'customerAccessToken'],
        message: 'Das Kunden-Zugriffstoken ist ungültig.',
        code: 'INVALID',
      },
    ]);
  });

  it.each([
    ['no email', { return_to: '/' }],
    ['an email without a domain', { email: 'leserin@' }],
    ['a return_to on another origin', { email: 'leserin@example.de', return_to: 'https://evil.example/' }],
  ])('answers 422 for %s', async (_, body) => {
    const { app } = useStorefront();
    const response = await signIn(app, body);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: expect.any(String) });
  });
});
