import type { Context } from 'hono';
import { html } from 'hono/html';
import { formatCartId } from './cart-ids.ts';
import type { CartRecord, OrderRecord } from './cart-records.ts';
import type { CartStore } from './cart-store.ts';
import { formatEuro } from './money.ts';
import { imageUrl, shopUrl } from './shop-urls.ts';

/**
 * The demo checkout behind `Cart.checkoutUrl`, `/checkout/<token>?key=<key>`: Shopify's web checkout
 * reduced to one page. 'Jetzt kaufen' posts the key back, the cart becomes an order and is deleted
 * (so `cart(id)` answers null, as after a real checkout), and the buyer lands on the thank-you page,
 * which the same URL shows from then on. The key is required, as it is in Shopify's checkout links.
 */
export function createCheckoutPage(store: CartStore) {
  const show = (c: Context) => {
    const token = c.req.param('token') ?? '';
    const cart = store.find(formatCartId({ token, key: c.req.query('key') ?? '' }));
    if (cart) return c.html(renderCheckout(cart, store, c));
    const order = store.findOrder(token);
    if (order) return c.html(renderThankYou(order));
    return c.html(renderNotFound(), 404);
  };

  const complete = async (c: Context) => {
    const token = c.req.param('token') ?? '';
    const form = await c.req.parseBody();
    const key = typeof form.key == 'string' ? form.key : '';
    // A second click (or a reload of the POST) finds the order already made and shows it again.
    if (store.complete({ token, key }) || store.findOrder(token)) return c.redirect(c.req.path, 303);
    const cart = store.find(formatCartId({ token, key }));
    if (cart) return c.html(renderCheckout(cart, store, c), 409);
    return c.html(renderNotFound(), 404);
  };

  return { show, complete };
}

function renderCheckout(cart: CartRecord, store: CartStore, c: Context) {
  const price = store.price(cart);
  const shop = shopUrl(c);
  if (cart.lines.length == 0)
    return page(
      'Kasse',
      html`<h1>Kasse</h1>
        <p>Ihr Warenkorb ist leer.</p>`,
    );
  const rows = cart.lines.map((line) => {
    const entry = store.catalogue.find(line.variantId);
    if (!entry) return '';
    const { product, variant } = entry;
    return html`<tr>
      <td class="item">
        <img src="${imageUrl(shop, product.image)}" alt="${product.imageAlt}" width="64" height="64" />
        <span
          >${product.title}${variant.title == 'Default Title' ? '' : html`<br /><small>${variant.title}</small>`}</span
        >
      </td>
      <td class="number">${line.quantity}</td>
      <td class="number">${formatEuro(price.lines.get(line.id)?.subtotalCents ?? 0)}</td>
    </tr>`;
  });
  const discount = price.applied
    ? html`<tr>
        <th colspan="2">Rabatt (${price.applied.code})</th>
        <td class="number">−${formatEuro(price.applied.cents)}</td>
      </tr>`
    : '';
  return page(
    'Kasse',
    html`<h1>Kasse</h1>
      <p class="hint">Demo-Kasse: Es wird nichts berechnet und nichts verschickt.</p>
      <table>
        <thead>
          <tr>
            <th>Artikel</th>
            <th class="number">Menge</th>
            <th class="number">Summe</th>
          </tr>
        </thead>
        <tbody>
          ${rows}
        </tbody>
        <tfoot>
          <tr>
            <th colspan="2">Zwischensumme</th>
            <td class="number">${formatEuro(price.subtotalCents)}</td>
          </tr>
          ${discount}
          <tr class="total">
            <th colspan="2">Gesamtsumme inkl. gesetzlicher Mwst.</th>
            <td class="number">${formatEuro(price.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      <form method="post" action="${c.req.path}">
        <input type="hidden" name="key" value="${cart.key}" />
        <button type="submit">Jetzt kaufen</button>
      </form>`,
  );
}

function renderThankYou(order: OrderRecord) {
  return page(
    'Vielen Dank für Ihre Bestellung',
    html`<h1>Vielen Dank für Ihre Bestellung!</h1>
      <p>Ihre Bestellnummer: <strong>${order.name}</strong></p>
      <ul>
        ${order.lines.map((line) => html`<li>${line.quantity} × ${line.title}</li>`)}
      </ul>
      <p class="total">Gesamtsumme: ${formatEuro(order.totalCents)}</p>`,
  );
}

function renderNotFound() {
  return page(
    'Warenkorb nicht gefunden',
    html`<h1>Warenkorb nicht gefunden</h1>
      <p>Dieser Warenkorb ist abgelaufen, wurde schon bestellt oder der Link ist unvollständig.</p>`,
  );
}

function page(title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
    <html lang="de">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} – Kiosk Demo-Shop</title>
        <style>
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            margin: 0;
            background: #f4f4f4;
            color: #1a1a1a;
          }
          main {
            max-width: 40rem;
            margin: 2rem auto;
            padding: 1.5rem;
            background: #fff;
            border-radius: 8px;
          }
          table {
            width: 100%;
            border-collapse: collapse;
            margin: 1rem 0;
          }
          th,
          td {
            padding: 0.5rem;
            border-bottom: 1px solid #ddd;
            text-align: left;
            vertical-align: middle;
          }
          .item {
            display: flex;
            gap: 0.75rem;
            align-items: center;
          }
          .number {
            text-align: right;
            white-space: nowrap;
          }
          .total {
            font-weight: bold;
          }
          .hint {
            color: #555;
          }
          button {
            font: inherit;
            font-weight: bold;
            padding: 0.75rem 2rem;
            border: 0;
            border-radius: 4px;
            background: #1f4e79;
            color: #fff;
            cursor: pointer;
          }
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}
