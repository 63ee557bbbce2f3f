import { DEMO_PROVIDER } from './api/paywall/seed.ts';
import type { DemoPage } from './site.ts';

/** The page data of a paywalled article (spec 3.4, 3.7): the provider block and the article info. */
function articleData(cid: string, author: string, premium: boolean) {
  return {
    PageType: 'Artikel',
    CID: cid,
    author,
    navigation_ebene_1: 'Tests',
    stats: {
      tracking: {
        [DEMO_PROVIDER.block]: {
          key: 'demo-key-ams',
          domain: 'auto.kiosk-demo.de',
          disableForFrontend: false,
          hasScoring: false,
          object_type: 'article',
          object_id: cid,
          section: 'tests',
          content_type: premium ? 'premium' : 'metered',
        },
        paywallArticle: { isPremiumArticle: premium, sid: cid, author, track_positions: false },
        config: { id: cid, resetPaywallArticle: false },
      },
    },
  };
}

const ARTICLES = [
  [
    'elektro-kombi',
    '5101',
    'Elektro-Kombi im Alltagstest: 500 Kilometer mit einer Ladung?',
    'Mara Lindner',
    'Test · Elektro',
  ],
  [
    'winterreifen',
    '5102',
    'Winterreifen 2026: Zwölf Modelle im großen Vergleich',
    'Jonas Hartmann',
    'Test · Reifen',
  ],
  [
    'gebrauchtwagen',
    '5103',
    'Gebrauchtwagen-Check: Der kompakte Bestseller ab 10.000 Euro',
    'Lea Sommer',
    'Ratgeber · Gebraucht',
  ],
  [
    'hybrid-diesel',
    '5104',
    'Hybrid oder Diesel? Was sich für Vielfahrer wirklich rechnet',
    'Paul Weber',
    'Ratgeber · Kosten',
  ],
  ['premium', '5105', 'Exklusiv: Der geheime Prototyp aus dem Windkanal', 'Jana Berger', 'plus · Exklusiv'],
] as const;

/** The paywall's demo: its index (meter reset, switches), four metered articles, a premium one, the shop. */
export const PAYWALL_PAGES: readonly DemoPage[] = [
  {
    path: '/paywall/',
    title: 'Paywall-Demo: 3 freie Artikel, dann die Paywall',
    project: 'ams',
    body: 'paywall-demo.html',
    description:
      'Paywall-Demo: Artikel zum Zählen, Zähler zurücksetzen, ?moove, Freischalt-Code, Anbieter-Ausfall.',
    pageData: { PageType: 'Portal' },
  },
  ...ARTICLES.map(([slug, cid, title, author, kicker]) => ({
    path: `/auto/paywall/${slug}/`,
    title,
    project: 'ams',
    // One article text for all five: the meter counts articles, not words.
    body: 'paywall-article.html',
    fill: { title, author, kicker },
    description: `Paywall-Artikel ${cid}${slug == 'premium' ? ' (Premium)' : ''}.`,
    pageData: articleData(cid, author, slug == 'premium'),
  })),
  {
    path: '/abo/',
    title: 'Abo-Shop (Demo)',
    project: 'ams',
    body: 'abo.html',
    description: 'Ziel der Abo-Angebote der Paywall.',
    pageData: { PageType: 'Portal' },
  },
];
