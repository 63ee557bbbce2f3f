import type { Context } from 'hono';
import { html } from 'hono/html';
import { SEED_PRODUCTS } from './seed.ts';

/**
 * The shop's product page behind `Product.onlineStoreUrl`, `/products/<handle>`: where a cart line's
 * title leads (issue 23: lines link to their product, as the best shops' carts do).
 */
export function showProduct(c: Context) {
  const product = SEED_PRODUCTS.find((entry) => entry.handle == c.req.param('handle'));
  const title = product?.title ?? 'Produkt nicht gefunden';
  return c.html(
    html`<!doctype html>
      <html lang="de">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${title}</title>
        </head>
        <body>
          <h1>${title}</h1>
        </body>
      </html>`,
    product ? 200 : 404,
  );
}
