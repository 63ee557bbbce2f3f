// @vitest-environment node
// The demo host is a Node server; these tests call it as one.
import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../../../demo-host/api/storefront/seed.ts';
import { ORIGIN, useStorefront } from './storefront-client.ts';

describe('storefront product images', () => {
  const { app } = useStorefront();

  it.each(SEED_PRODUCTS.map((product) => [product.image]))('serves %s as a 128×128 SVG', async (file) => {
    const response = await app.request(`${ORIGIN}/shop/images/${file}?width=128&height=128`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(await response.text()).toMatch(/^<svg [^>]*width="128" height="128"/);
  });

  it.each(['nope.svg', '..%2Fseed.ts', 'seed.ts'])('answers 404 for %s', async (file) => {
    expect((await app.request(`${ORIGIN}/shop/images/${file}`)).status).toBe(404);
  });
});
