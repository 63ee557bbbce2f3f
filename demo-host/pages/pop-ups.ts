import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/pop-ups/',
    title: 'Winterreifen-Test 2026: Die besten Reifen für Kälte und Schnee',
    project: 'ams',
    description:
      'Zwei Pop-ups des CMS (Newsletter und Umfrage) nehmen über die Overlay-Schicht nacheinander ihren Platz ein; ein vom Leser geöffnetes Panel geht vor.',
    pageData: { PageType: 'Artikel', CID: '1301', author: 'Tom Weber', navigation_ebene_1: 'Tests' },
  },
];
