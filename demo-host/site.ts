import { PAYWALL_PAGES } from './paywall-pages.ts';
import { DEMO_STORE } from './api/store-price/seed.ts';

/**
 * The demo site: a small CMS-like site per brand. Each page is a body fragment in `pages/` wrapped in
 * the layout a CMS template would produce (config blocks, loader tag). The index lists every page.
 */
export interface DemoPage {
  path: string;
  title: string;
  /** Project code of the brand (src/brands.ts); omitted on partner pages, which have no Kiosk config. */
  project?: string;
  /** Body fragment in demo-host/pages/. */
  body: string;
  description: string;
  /** Page data for `#kiosk-page` (spec 3.7). */
  pageData?: Record<string, unknown>;
  /** Serve with a strict CSP: `script-src 'self'; style-src 'nonce-…'`. */
  strictCsp?: boolean;
  /** A partner shop page: only cart-embed.js, no loader, no Kiosk config. */
  partner?: boolean;
  /** Values for the body's `{{name}}` placeholders, so several pages can share one body. */
  fill?: Record<string, string>;
  /** Widget sections added to `#kiosk-config` (`{ storePrice: {…} }`). */
  config?: Record<string, unknown>;
}

export const PAGES: readonly DemoPage[] = [
  {
    path: '/auto/',
    title: 'Kompakt-SUV im Test: Sparsam, geräumig, teuer',
    project: 'ams',
    body: 'auto.html',
    description: 'Auto-Magazin (ams): ein Testbericht mit Kiosk-Widgets.',
    pageData: {
      PageType: 'Artikel',
      CID: '1201',
      author: 'Jana Berger',
      navigation_ebene_1: 'Tests',
      navigation_ebene_2: 'SUV',
      'article:published_time': '2026-11-18T08:00:00+01:00',
    },
  },
  {
    path: '/motorrad/',
    title: 'Reiseenduro-Vergleich: Drei Zweizylinder auf großer Tour',
    project: 'mo',
    body: 'motorrad.html',
    description: 'Motorrad-Magazin (mo): ein Vergleichstest.',
    pageData: { PageType: 'Artikel', CID: '2207', author: 'Tobias Keller', navigation_ebene_1: 'Tests' },
  },
  {
    path: '/tanken/',
    title: 'Spritpreise heute: Wo Tanken jetzt am günstigsten ist',
    project: 'mt',
    body: 'tanken.html',
    description: 'Tankpreis-Portal (mt): Preise und Suche.',
    pageData: { PageType: 'Portal', CID: '3001' },
  },
  {
    path: '/anmelden/',
    title: 'Anmelden',
    project: 'ams',
    body: 'anmelden.html',
    description: 'Demo-Login: meldet mit einem Demo-Token an und ab; andere Tabs ziehen mit.',
    pageData: { PageType: 'Login' },
  },
  {
    path: '/partner/',
    title: 'Motorrad-Teile Huber – Zubehör und Lesestoff',
    body: 'partner.html',
    description:
      'Partner-Shop: bindet nur den Warenkorb ein (cart-embed.js, KioskCart.init), mit Slots und Callbacks.',
    partner: true,
  },
  {
    path: '/auto/strikte-csp/',
    title: 'Dieselbe Seite unter strikter Content-Security-Policy',
    project: 'ams',
    body: 'auto.html',
    description: "Die Auto-Seite mit `script-src 'self'; style-src 'nonce-…'`.",
    pageData: { PageType: 'Artikel', CID: '1201' },
    strictCsp: true,
  },
  {
    path: '/ereignisse/',
    title: 'Analyse-Ereignisse live mitlesen',
    project: 'ams',
    body: 'ereignisse.html',
    description: 'Ereignis-Monitor: zeigt die zuletzt an /api/event gesendeten Analyse-Ereignisse.',
    pageData: { PageType: 'Portal', analyticsDomain: 'auto.kiosk-demo.de' },
  },
  ...PAYWALL_PAGES,
  {
    path: '/auto/kaufberatung/',
    title: 'Auto-Zubehör für den Winter: Was wirklich hilft',
    project: 'ams',
    body: 'kaufberatung.html',
    description:
      'Kaufberatung (ams) mit Shop-Links: Preise im Text, nicht in der Empfehlungsbox, weit unten erst nach dem Scrollen.',
    pageData: { PageType: 'Artikel', CID: '1250', author: 'Jana Berger', navigation_ebene_1: 'Ratgeber' },
    config: { storePrice: { apiBase: '/api/store-price', ...DEMO_STORE } },
  },
  {
    path: '/nachrichten/',
    title: 'Nachrichten: Was heute in der Autowelt passiert',
    project: 'ams',
    body: 'nachrichten.html',
    description:
      'Newsticker-Seite: ein Artikel mit dem Highlight-Slider; die Glocke im Kopf zeigt neue Meldungen.',
    pageData: { PageType: 'Artikel', CID: '1305', author: 'Lea Sommer', navigation_ebene_1: 'News' },
  },
  {
    path: '/radtouren/',
    title: 'Radtouren der Community',
    project: 'rb',
    body: 'radtouren.html',
    description: 'Rad-Magazin (rb): Community-Touren mit Merken-Knopf (Lieblingstouren).',
    pageData: { PageType: 'Portal', CID: '7000' },
  },
  {
    path: '/auto/vergleich/',
    title: 'Autos vergleichen',
    project: 'ams',
    body: 'auto-vergleich.html',
    description: 'Fahrzeugvergleich (ams): Marke → Baureihe → Version, technische Daten, Suche anpassen.',
    pageData: { PageType: 'Markenbaum und Vergleich', CID: '1301' },
  },
  {
    path: '/auto/vw-golf/',
    title: 'VW Golf: alle Versionen, Daten und Tests',
    project: 'ams',
    body: 'auto-modell.html',
    description: 'Modellseite (ams) mit dem Teaser, der einen Vergleich startet.',
    pageData: { PageType: 'Modellseite', CID: '1302' },
  },
  {
    path: '/motorrad/vergleich/',
    title: 'Motorräder vergleichen',
    project: 'mo',
    body: 'motorrad-vergleich.html',
    description: 'Motorradvergleich (mo): Marke → Modell → Version, mit den Motorrad-Beschriftungen.',
    pageData: { PageType: 'Markenbaum und Vergleich', CID: '2301' },
  },
  {
    path: '/motorrad/bmw-r-1300-gs/',
    title: 'BMW R 1300 GS: Daten, Tests und Vergleich',
    project: 'mo',
    body: 'motorrad-modell.html',
    description: 'Modellseite (mo) mit dem Teaser, der einen Motorradvergleich startet.',
    pageData: { PageType: 'Modellseite', CID: '2302' },
  },
];
