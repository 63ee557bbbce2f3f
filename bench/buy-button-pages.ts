/**
 * The two partner pages the Buy Button comparison loads (bench/buy-button.ts): the same three products,
 * the same text, the same emulator. Kiosk decorates the shop's server-rendered product boxes; Buy Button
 * renders each product itself into an iframe from the Storefront API. Both are served from one https
 * origin through Playwright routes, so both pay the same routing overhead.
 */
import { STOREFRONT_ACCESS_TOKEN } from '../demo-host/api/storefront/access-token.ts';

export const BENCH_SITE = 'https://partner.kiosk-bench.test';
export const BENCH_SHOP_DOMAIN = 'shop.kiosk-bench.test';

/** The three products of the partner demo: the Motorrad Jahrbuch, the mug and the cap. */
export const BENCH_PRODUCTS = [
  {
    product: '9100000000002',
    variant: '49100000000021',
    title: 'Motorrad Kiosk Jahrbuch 2026',
    price: '12,90 €',
  },
  { product: '9100000000006', variant: '49100000000061', title: 'Motorrad Kiosk Tasse', price: '12,50 €' },
  { product: '9100000000005', variant: '49100000000051', title: 'Kiosk Cap, Größe S / M', price: '24,95 €' },
] as const;

const shell = (title: string, head: string, body: string) => `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{margin:0;font:18px/1.6 Georgia,serif}main{max-width:44rem;margin:0 auto;padding:1rem}
.product-box{display:flex;gap:1rem;align-items:center;margin:1.5rem 0;padding:1rem;border:1px solid #d9d9d9;min-height:9rem}
.product-box__button{min-height:2.75rem;padding:0 1.25rem;border:0;border-radius:.375rem;background:#1f4e79;color:#fff;font:700 1rem/1.2 system-ui}</style>
${head}</head><body><main><h1>Zubehör und Lesestoff für Ihre Tour</h1>
<p>Alles für die nächste Ausfahrt – und die passende Lektüre aus dem Kiosk-Shop.</p>
${body}</main></body></html>`;

/** Kiosk: server markup, `cart-embed.js`, `KioskCart.init`; without them, the page's own baseline. */
export function kioskPage(withKiosk = true): string {
  const boxes = BENCH_PRODUCTS.map(
    ({
      variant,
      title,
      price,
    }) => `<div class="product-box"><img src="/shop/images/cap.svg" alt="" width="96" height="96">
<div><p>${title}</p><p>${price}</p><button class="product-box__button" data-kiosk-add-to-cart='{"merchandiseId":"gid://shopify/ProductVariant/${variant}"}'>In den Warenkorb</button></div></div>`,
  ).join('\n');
  const init = `<script type="module">window.KioskCart.init({storefront:{endpoint:'https://${BENCH_SHOP_DOMAIN}/api/2026-04/graphql.json',accessToken:'${STOREFRONT_ACCESS_TOKEN}'},theme:'light'});</script>`;
  const head = withKiosk ? `<script type="module" src="/kiosk/cart-embed.js"></script>${init}` : '';
  return shell('Kiosk', head, boxes);
}

/** Buy Button JS 3.0.6 as Shopify's embed code writes it: one product component per product. */
export function buyButtonPage(): string {
  const boxes = BENCH_PRODUCTS.map(
    ({ product }) => `<div class="product-box" id="product-${product}"></div>`,
  ).join('\n');
  const init = `<script>
var client = ShopifyBuy.buildClient({ domain: '${BENCH_SHOP_DOMAIN}', storefrontAccessToken: '${STOREFRONT_ACCESS_TOKEN}' });
var ui = ShopifyBuy.UI.init(client);
${JSON.stringify(BENCH_PRODUCTS.map(({ product }) => product))}.forEach(function (id) {
    ui.createComponent('product', { id: id, node: document.getElementById('product-' + id), moneyFormat: '{{amount_with_comma_separator}} €',
    options: { product: { contents: { img: true, title: true, price: true }, text: { button: 'In den Warenkorb' } } } });
});
</script>`;
  return shell('Buy Button', `<script src="/buy-button/buybutton.min.js"></script>`, `${boxes}${init}`);
}
