/** The demo store: the path segment of its price call, its short-link host and its web address. */
export const DEMO_STORE = {
  store: 'kaufhaus',
  shortLinkHost: 'kauf.link',
  webAddress: 'https://www.kaufhaus.example/',
} as const;

/** How the demo price endpoint answers for one link URL. */
export type PriceBehaviour =
  | { answer: { price: number; priceHuman: string }; delayMs?: number }
  /** An error status, as a failing price service answers. */
  | { status: number }
  /** A 200 whose body is not a price (spec 8: unparsable, logged). */
  | { malformed: string };

const short = (path: string) => `https://${DEMO_STORE.shortLinkHost}/${path}`;
const web = (path: string) => `${DEMO_STORE.webAddress}${path}`;

/** Prices for the demo links; a URL not listed answers 404. */
export const DEMO_PRICES: Readonly<Record<string, PriceBehaviour>> = {
  [short('dashcam4k')]: { answer: { price: 89.99, priceHuman: '89,99' } },
  [short('kindersitz2')]: { answer: { price: 249, priceHuman: '249,00' } },
  [web('dp/B0DACHBOX')]: { answer: { price: 1299, priceHuman: '1.299,00' } },
  [web('dp/B0SCHNEEKETTE')]: { answer: { price: 54.9, priceHuman: '54,90' } },
  [short('ladekabel')]: { answer: { price: 179, priceHuman: '179,00' }, delayMs: 3000 },
  [short('starthilfe')]: { status: 500 },
  [short('reifendruck')]: { malformed: '{"price": 19.99, "priceHuman": ' },
  [short('luftpumpe')]: { malformed: '{"price": 24.5, "priceHuman": "<img src=x onerror=alert(1)>"}' },
  [short('warnweste')]: { answer: { price: 9.99, priceHuman: '9,99' } },
  [short('verbandkasten')]: { answer: { price: 14.95, priceHuman: '14,95' } },
  // Affiliate boxes and buttons (issue 31): a slow price, a price of 0 (shown as none), a failing one.
  [short('actioncam')]: { answer: { price: 199, priceHuman: '199,00' }, delayMs: 2000 },
  [short('gratis')]: { answer: { price: 0, priceHuman: '0,00' } },
  [short('navi')]: { status: 500 },
};
