import { STORE_PRICE_CONFIG } from '../../features/store-price/settings.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import * as storePriceCalls from '../../features/store-price/store-price-calls.ts';

export const meta = defineMeta({
  name: 'store-price',
  // Not on the reader's critical path: the first lookup waits 1.5 s anyway (spec 7.5).
  trigger: 'idle',
  // spec 2.6, 5.3, 7.5
  summary: "appends ' (ab 12,99 €)' to qualifying store links inside its element",
  description: 'Hängt an Shop-Links im Artikeltext den aktuellen Ab-Preis an.',
  props: {},
  // spec 5.3, 7.5: the store the decorator knows (the affiliate boxes read the same section).
  config: { section: STORE_PRICE_CONFIG },
  fallback: '<article data-widget="store-price">…<a href="https://amzn.to/3abc">…</a>…</article>',
  example: {
    // The short-link host is the store's (storePrice.shortLinkHost); the demo store's is kauf.link.
    markup: '<p>Eine gute <a href="https://kauf.link/dashcam4k" rel="sponsored">Dashcam</a></p>',
  },
  budget: 2.5 * KB,
  backend: ['store-price'],
  calls: [storePriceCalls.STORE_PRICE],
});
