// @vitest-environment node
// The demo host is a Node server; these tests call it as one.
import { describe, expect, it } from 'vitest';
import { SEED_VARIANT_IDS } from '../../../../demo-host/api/storefront/seed.ts';
import { useStorefront } from './storefront-client.ts';

const { inStock, lowStock } = SEED_VARIANT_IDS;

describe('storefront checkout page', () => {
  it('shows the lines and the total in German with a "Jetzt kaufen" button', async () => {
    const { app, run, createCart } = useStorefront();
    const cart = await createCart([
      { merchandiseId: inStock, quantity: 2 },
      { merchandiseId: SEED_VARIANT_IDS.sized },
    ]);
    await run('cartDiscountCodesUpdate', { cartId: cart.id, discountCodes: ['AMS10'] });
    const response = await app.request(cart.checkoutUrl);
    expect(response.status).toBe(200);
    const html = (await response.text()).replace(/\s+/g, ' ');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Auto Motor Kiosk Jahrbuch 2026');
    expect(html).toContain('Kiosk Cap<br /><small>S / M</small>');
    expect(html).toContain('29,80 €');
    expect(html).toContain('Rabatt (AMS10)');
    // One spelling with the drawer: spec 2.8's 'Mwst.' (issue 17, defect 10).
    expect(html).toContain('Gesamtsumme inkl. gesetzlicher Mwst.');
    // 29,80 € + 24,95 € = 54,75 €, less 10 % (2,98 € + 2,50 €).
    expect(html).toContain('49,27 €');
    expect(html).toMatch(/<form method="post" action="\/shop\/checkout\/[\w-]+">/);
    expect(html).toContain('<button type="submit">Jetzt kaufen</button>');
  });

  it('completes the order: the cart is gone, the thank-you page and the order lookup show the order', async () => {
    const { app, run, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: lowStock, quantity: 2 }]);
    const url = new URL(cart.checkoutUrl);
    const token = url.pathname.split('/').at(-1)!;
    const key = url.searchParams.get('key')!;

    const buy = await app.request(url.origin + url.pathname, {
      method: 'POST',
      body: new URLSearchParams({ key }),
    });
    expect(buy.status).toBe(303);
    expect(buy.headers.get('Location')).toBe(url.pathname);

    expect(await run('cart', { cartId: cart.id })).toBeNull();
    const thanks = await (await app.request(url.origin + url.pathname)).text();
    expect(thanks).toContain('Vielen Dank für Ihre Bestellung!');
    expect(thanks).toContain('#1001');
    const lookup = await app.request(`${url.origin}/shop/order?cartToken=${token}`);
    expect(await lookup.json()).toMatchObject({ order: { name: '#1001', cartToken: token } });

    // The order took two of the three units in stock.
    const next = await run('cartStock', { cartId: (await createCart([{ merchandiseId: lowStock }])).id });
    expect(next!.lines.nodes[0]!.merchandise.quantityAvailable).toBe(1);
  });

  it('shows the order again on a second click instead of failing', async () => {
    const { app, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: inStock }]);
    const url = new URL(cart.checkoutUrl);
    const body = () => new URLSearchParams({ key: url.searchParams.get('key')! });
    await app.request(url.origin + url.pathname, { method: 'POST', body: body() });
    const again = await app.request(url.origin + url.pathname, { method: 'POST', body: body() });
    expect(again.status).toBe(303);
  });

  it('answers 404 for a wrong key, and completes nothing', async () => {
    const { app, run, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: inStock }]);
    const url = new URL(cart.checkoutUrl);
    const page = await app.request(`${url.origin}${url.pathname}?key=falsch`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Warenkorb nicht gefunden');
    const buy = await app.request(url.origin + url.pathname, {
      method: 'POST',
      body: new URLSearchParams({ key: 'falsch' }),
    });
    expect(buy.status).toBe(404);
    expect(await run('cart', { cartId: cart.id })).not.toBeNull();
  });

  it('offers no button for an empty cart', async () => {
    const { app, createCart } = useStorefront();
    const cart = await createCart([]);
    const html = await (await app.request(cart.checkoutUrl)).text();
    expect(html).toContain('Ihr Warenkorb ist leer.');
    expect(html).not.toContain('Jetzt kaufen');
  });
});
