import type { BackendCall } from '../../src/kit/backend-call.ts';

/**
 * The price call (`price-lookup.ts`) as a contract for the integration guide; `parseStorePrice` in
 * store-price.ts reads the answer described here.
 */
export const STORE_PRICE: BackendCall = {
  summary:
    'the price of one store link, 1.5 s after the link is fully on screen; once per URL and page, kept for 24 hours in the tab',
  method: 'GET',
  base: '{storePrice.apiBase}',
  path: '/{store}/price',
  query: { url: { type: 'string', required: true, description: "the link's resolved `href`" } },
  response: {
    price: { type: 'number', required: true, description: 'euros, 0 or more' },
    priceHuman: {
      type: 'string',
      required: true,
      description:
        "the same as the reader reads it: '12,99' or '1.299,00' (digits, thousands dots, a comma and up to two decimals)",
    },
  },
  misfit:
    "Any status but 2xx, a timeout, a dropped connection, unreadable JSON or an answer that does not fit is logged once ('[kiosk:store-price] price lookup failed …'); the link stays exactly as the CMS wrote it, and that URL is not asked again on the page.",
  demo: { path: '/kaufhaus/price?url=https%3A%2F%2Fkauf.link%2Fdashcam4k' },
};
