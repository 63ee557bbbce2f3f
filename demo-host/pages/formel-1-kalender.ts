import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/formel-1/kalender/',
    title: 'Formel-1-Kalender 2026: alle Rennen und Startzeiten',
    project: 'ams',
    description:
      "F1-Kalender (spec 2.1): die Saison als Liste vom Server, vom Kalender-Widget erweitert: Sessions, Ortszeit, 'In Kalender eintragen'.",
    pageData: { PageType: 'Artikel', CID: '3002', author: 'Jan Hoffmann', navigation_ebene_1: 'Formel 1' },
  },
];
