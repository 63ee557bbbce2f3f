import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/formel-1/ticker/',
    title: 'GP-Ticker: das Rennen Runde für Runde',
    project: 'ams',
    description:
      'GP-Ticker-Detailseite (spec 2.1): Rennen aus `?rennen=` (Demo: 2026-japan); ein Rennen lässt sich per POST /api/f1/demo/replay/<rennen>?in=0&speed=4 neu abspielen.',
    pageData: { PageType: 'Artikel', CID: '3003', author: 'Jan Hoffmann', navigation_ebene_1: 'Formel 1' },
  },
];
