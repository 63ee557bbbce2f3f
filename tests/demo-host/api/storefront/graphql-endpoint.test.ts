// @vitest-environment node
// The demo host is a Node server; happy-dom's Request would drop the browser-only CORS request headers.
import { describe, expect, it } from 'vitest';
import { createDemoApp } from '../../../../demo-host/app.ts';
import { STOREFRONT_ACCESS_TOKEN } from '../../../../demo-host/api/storefront/access-token.ts';
import { STOREFRONT_API_PATH } from '../../../../demo-host/api/storefront/index.ts';
import { SEED_VARIANT_IDS } from '../../../../demo-host/api/storefront/seed.ts';
import { ORIGIN, useStorefront } from './storefront-client.ts';

const QUERY = '{ cart(id: "gid://shopify/Cart/unknown?key=x") { id } }';

describe('storefront GraphQL endpoint', () => {
  const demoHost = createDemoApp();
  const send = (headers: Record<string, string>, body: unknown = { query: QUERY }) =>
    demoHost.request(`${ORIGIN}/shop/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('is mounted on the demo host at Shopify’s path for API 2026-04', async () => {
    expect(STOREFRONT_API_PATH).toBe('/shop/api/2026-04/graphql.json');
    const response = await send({ 'X-Shopify-Storefront-Access-Token': STOREFRONT_ACCESS_TOKEN });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { cart: null } });
  });

  it.each([
    ['without the access token', {}],
    ['with a wrong access token', { 'X-Shopify-Storefront-Access-Token': 'not-the-token' }],
  ])('answers 401 with Shopify’s error body %s', async (_, headers) => {
    const response = await send(headers);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
    });
  });

  it('answers 400 when the body carries no query', async () => {
    const response = await send({ 'X-Shopify-Storefront-Access-Token': STOREFRONT_ACCESS_TOKEN }, {});
    expect(response.status).toBe(400);
  });

  it('rejects a query that is invalid against the real schema with a located GraphQL error', async () => {
    const { post } = useStorefront();
    // spec 3.12 lists a line displayMessage, but CartLine has no such field in 2026-04.
    const response = await post(`query { cart(id: "x") {
      lines(first: 1) { nodes { id displayMessage } }
    } }`);
    expect(response.data).toBeUndefined();
    expect(response.errors).toEqual([
      {
        message: 'Cannot query field "displayMessage" on type "BaseCartLine".',
        locations: [{ line: 2, column: 36 }],
      },
    ]);
  });

  it('rejects a wrong argument type and an unknown enum value, as Shopify would', async () => {
    const { post } = useStorefront();
    const response = await post(
      'mutation { cartCreate(input: { lines: [{ merchandiseId: 1, quantity: "2" }] }) { cart { id } } }',
    );
    expect(response.errors?.map((error) => error.message)).toEqual([
      'Int cannot represent non-integer value: "2"',
    ]);
    const context = await post('query @inContext(country: GERMANY) { cart(id: "x") { id } }');
    expect(context.errors?.[0]?.message).toMatch(/Value "GERMANY" does not exist in "CountryCode" enum/);
  });

  it('reports a syntax error as a GraphQL error with its location', async () => {
    const { post } = useStorefront();
    const response = await post('query { cart(id: "x") { id }');
    expect(response.errors).toEqual([
      { message: 'Syntax Error: Expected Name, found <EOF>.', locations: [{ line: 1, column: 29 }] },
    ]);
  });

  it('names a field the emulator does not model instead of answering null', async () => {
    const { post, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: SEED_VARIANT_IDS.inStock }]);
    const response = await post<{ cart: { id: string; metafield: null } }>(
      'query($id: ID!) { cart(id: $id) { id metafield(key: "x") { id } } }',
      { id: cart.id },
    );
    expect(response.data?.cart.id).toBe(cart.id);
    expect(response.errors?.[0]).toMatchObject({
      message: 'The Kiosk demo storefront does not emulate Cart.metafield.',
      path: ['cart', 'metafield'],
      extensions: { code: 'NOT_EMULATED' },
    });
  });

  it('requires first or last on a connection, as Shopify does', async () => {
    const { post, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: SEED_VARIANT_IDS.inStock }]);
    const response = await post('query($id: ID!) { cart(id: $id) { lines { nodes { id } } } }', {
      id: cart.id,
    });
    expect(response.errors?.[0]?.message).toBe('you must provide one of first or last');
  });

  it('answers a CORS preflight from any origin for the access token header', async () => {
    const response = await demoHost.request(`${ORIGIN}${STOREFRONT_API_PATH}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://partner.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-shopify-storefront-access-token',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain(
      'x-shopify-storefront-access-token',
    );
  });

  it('allows any origin to read the answer, the 401 included', async () => {
    const response = await send({ Origin: 'https://partner.example' });
    expect(response.status).toBe(401);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('caps list arguments at the schema’s 250 values with a top-level error', async () => {
    const { run, post, createCart } = useStorefront();
    const cart = await createCart([]);
    const lines = Array.from({ length: 251 }, () => ({ merchandiseId: SEED_VARIANT_IDS.inStock }));
    const response = await post(
      'mutation($id: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $id, lines: $lines) { cart { id } } }',
      { id: cart.id, lines },
    );
    expect(response.data).toEqual({ cartLinesAdd: null });
    expect(response.errors?.[0]).toMatchObject({
      message: 'The input array size of 251 is greater than the maximum allowed of 250.',
      extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED' },
    });
    expect((await run('cart', { cartId: cart.id }))?.totalQuantity).toBe(0);
  });
});
