import { DEMO_STORE } from '../api/store-price/seed.ts';
import type { DemoPage } from '../site.ts';

/** Issue 31: an article with the elements that earn: boxes, a button, a plus teaser, marked elements. */
export const pages: readonly DemoPage[] = [
  {
    path: '/auto/dashcam-ratgeber/',
    title: 'Dashcams im Vergleich: Welche lohnt sich?',
    project: 'ams',
    description:
      'Artikel-Elemente (ams): Produktboxen mit Live-Preis, Angebotsknopf, Plus-Teaser, markierte Elemente und Affiliate-Links aus den Seitendaten.',
    pageData: {
      PageType: 'Artikel',
      CID: '1310',
      author: 'Jana Berger',
      navigation_ebene_1: 'Ratgeber',
      stats: {
        tracking: {
          ga: { config: { affiliateLinkSelectors: ['a.cms-affiliate', 'a[href*="partner.example"]'] } },
        },
      },
    },
    config: { storePrice: { apiBase: '/api/store-price', ...DEMO_STORE } },
  },
];
