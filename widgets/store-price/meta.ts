import { defineConfigSection, milliseconds } from '../../src/kit/config-schema.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import * as storePriceCalls from './store-price-calls.ts';

export const meta = defineMeta({
  name: 'store-price',
  // Not on the reader's critical path: the first lookup waits 1.5 s anyway (spec 7.5).
  trigger: 'idle',
  // spec 2.6, 5.3, 7.5
  summary: "appends ' (ab 12,99 €)' to qualifying store links inside its element",
  description: 'Hängt an Shop-Links im Artikeltext den aktuellen Ab-Preis an.',
  props: {},
  // spec 5.3, 7.5: the store the decorator knows.
  config: {
    section: defineConfigSection('storePrice', {
      store: {
        type: 'string',
        required: true,
        pattern: /^[\w-]+$/,
        description: 'the path segment that names the store in the price call',
      },
      shortLinkHost: {
        type: 'string',
        description:
          "the host of the store's short links (`https://{shortLinkHost}/{digits and lowercase letters}`); this or webAddress is required",
      },
      webAddress: {
        type: 'string',
        description: 'links that start with this http(s) address point at the store',
      },
      apiBase: {
        type: 'string',
        description: 'where the price call goes, `GET {apiBase}/{store}/price?url=…` (default: apiHost)',
      },
      timeoutMs: milliseconds({ default: 5000, description: 'how long one price call may take' }),
      marker: {
        type: 'string',
        pattern: /^.{1,24}$/,
        description:
          "text after the price on every decorated link, as written: '*' with a footnote on the page, or ' (Anzeige)'; affiliate links are advertising",
      },
    }),
  },
  fallback: '<article data-widget="store-price">…<a href="https://amzn.to/3abc">…</a>…</article>',
  example: {
    // The short-link host is the store's (storePrice.shortLinkHost); the demo store's is kauf.link.
    markup: '<p>Eine gute <a href="https://kauf.link/dashcam4k" rel="sponsored">Dashcam</a></p>',
  },
  budget: 2.5 * KB,
  backend: ['store-price'],
  calls: [storePriceCalls.STORE_PRICE],
});
