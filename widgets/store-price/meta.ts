import { defineMeta } from '../../src/kit/widget-meta.ts';

export const meta = defineMeta({
  name: 'store-price',
  // Not on the reader's critical path: the first lookup waits 1.5 s anyway (spec 7.5).
  trigger: 'idle',
  summary: "appends ' (ab 12,99 €)' to qualifying store links inside its element (spec 2.6, 5.3, 7.5)",
  description: 'Hängt an Shop-Links im Artikeltext den aktuellen Ab-Preis an.',
  props: {},
  config: [
    'storePrice.store (required: the store path segment of the price call)',
    'storePrice.shortLinkHost (the store short-link host, e.g. amzn.to)',
    'storePrice.webAddress (the store web address links start with, e.g. https://www.amazon.de/)',
    'storePrice.apiBase (default: apiHost)',
    'storePrice.timeoutMs (default 5000)',
  ],
  fallback: 'the article text itself: links stay as the CMS wrote them',
});
