import type { DemoPage } from '../site.ts';

/** The paywall's demo index: articles to count, meter reset, switches. */
export const pages: readonly DemoPage[] = [
  {
    path: '/paywall/',
    title: 'Paywall-Demo: 3 freie Artikel, dann die Paywall',
    project: 'ams',
    description:
      'Paywall-Demo: Artikel zum Zählen, Zähler zurücksetzen, ?moove, Freischalt-Code, Anbieter-Ausfall.',
    pageData: { PageType: 'Portal' },
  },
];
