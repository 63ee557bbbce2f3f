import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/lesefortschritt/',
    title: 'Reisemobil-Test: 3.000 Kilometer bis ans Nordkap',
    project: 'pr',
    description: 'Ein langer Artikel mit dem Lesefortschritt-Balken (reading-progress) und den Seiten-Flags.',
    // The article tracker with its defaults: no adzone ('Rest'), the platform from the mobile flag.
    pageData: {
      PageType: 'Artikel',
      CID: '7701',
      isExclusive: true,
      stats: { tracking: { articletracker: true, config: { id: 'pr-artikel' } } },
    },
  },
];
