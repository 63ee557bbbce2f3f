import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/formel-1/',
    title: 'Formel 1: Wann startet das nächste Rennen?',
    project: 'ams',
    description:
      'Formel-1-Artikel: Countdown zum nächsten Rennen und der Live-Teaser, der während einer Session den Ticker zeigt.',
    pageData: { PageType: 'Artikel', CID: '3001', author: 'Jan Hoffmann', navigation_ebene_1: 'Formel 1' },
  },
];
