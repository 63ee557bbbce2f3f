import { DEMO_PROVIDER } from '../api/paywall/seed.ts';
import type { DemoPage } from '../site.ts';

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

/** Four metered articles and a premium one; one article text for all five: the meter counts articles, not words. */
export const pages: readonly DemoPage[] = ARTICLES.map(([slug, cid, title, author, kicker]) => ({
  path: `/auto/paywall/${slug}/`,
  title,
  project: 'ams',
  fill: { title, author, kicker },
  description: `Paywall-Artikel ${cid}${slug == 'premium' ? ' (Premium)' : ''}.`,
  pageData: articleData(cid, author, slug == 'premium'),
}));
