// @vitest-environment node
// The demo host is a Node server; these tests call it as one.
import { describe, expect, it } from 'vitest';
import { SEED_VARIANT_IDS } from '../../../../demo-host/api/storefront/seed.ts';
import { useStorefront } from './storefront-client.ts';

describe('storefront product page', () => {
  it("a cart line's onlineStoreUrl is the product's page; an unknown handle is a 404", async () => {
    const { app, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: SEED_VARIANT_IDS.inStock }]);
    const url = cart.lines.nodes[0]!.merchandise.product.onlineStoreUrl!;
    const page = await app.request(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Auto Motor Kiosk Jahrbuch 2026</h1>');
    expect((await app.request(url.replace(/[^/]+$/, 'gibt-es-nicht'))).status).toBe(404);
  });
});
