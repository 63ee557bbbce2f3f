import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/abo-angebote/',
    title: 'Abo-Angebote',
    project: 'ams',
    description:
      'Abo-Landingpage (issue 27): Angebote monatlich oder jährlich, Preis pro Monat und gesamt, „Jetzt abonnieren“ zur Kasse.',
    pageData: { PageType: 'Landingpage' },
  },
];
