import { STOREFRONT_ACCESS_TOKEN } from './api/storefront/access-token.ts';
import { DISCOUNT_CODES } from './api/storefront/discount-codes.ts';
import { mountPath as SHOP_PATH, STOREFRONT_API_PATH } from './api/storefront/index.ts';

const describe = (value: (typeof DISCOUNT_CODES)[number]['value']) =>
  'percentage' in value
    ? `${value.percentage} % Rabatt`
    : `${(value.fixedCents / 100).toFixed(2).replace('.', ',')} € Rabatt`;

/**
 * The index's shop section (issue 17, defect 10: the index listed no voucher codes and no /shop
 * endpoint): what a newcomer needs to try the cart without reading the seed.
 */
export function shopIndexHtml(): string {
  const codes = DISCOUNT_CODES.map(({ code, value }) => `<li><code>${code}</code> — ${describe(value)}</li>`);
  return `<h2>Shop</h2>
<p>Der Warenkorb spricht mit einem Storefront-API-Emulator unter <code>${SHOP_PATH}</code>:</p>
<ul>
<li><code>POST ${STOREFRONT_API_PATH}</code> — Storefront API (GraphQL), Header <code>X-Shopify-Storefront-Access-Token: ${STOREFRONT_ACCESS_TOKEN}</code></li>
<li><code>GET ${SHOP_PATH}/checkout/…</code> — die Kasse, auf die „Zur Kasse“ führt</li>
</ul>
<p>Gutscheincodes zum Ausprobieren (Groß- und Kleinschreibung egal; Rabatte lassen sich nicht kombinieren):</p>
<ul>
${codes.join('\n')}
<li><code>LEER</code> — bereits aufgebraucht</li>
<li>jeder andere Code — gibt es nicht</li>
</ul>`;
}
