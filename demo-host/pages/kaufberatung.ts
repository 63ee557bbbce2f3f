import { DEMO_STORE } from '../api/store-price/seed.ts';
import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/auto/kaufberatung/',
    title: 'Auto-Zubehör für den Winter: Was wirklich hilft',
    project: 'ams',
    description:
      'Kaufberatung (ams) mit Shop-Links: Preise im Text, nicht in der Empfehlungsbox, weit unten erst nach dem Scrollen.',
    pageData: { PageType: 'Artikel', CID: '1250', author: 'Jana Berger', navigation_ebene_1: 'Ratgeber' },
    config: { storePrice: { apiBase: '/api/store-price', ...DEMO_STORE } },
  },
];
