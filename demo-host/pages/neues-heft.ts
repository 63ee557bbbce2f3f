import type { DemoPage } from '../site.ts';

/** Issue 31: an article with the ePaper pop-up ('Die neue Ausgabe ist da'). */
export const pages: readonly DemoPage[] = [
  {
    path: '/auto/kombi-vergleich/',
    title: 'Fünf Kombis im Vergleich: Platz für die ganze Familie',
    project: 'ams',
    description:
      "ePaper-Pop-up (ams): 'Die neue Ausgabe ist da' nach einigen Sekunden, einmal je Heft und Leser über alle Tabs, nie für Besitzer (demo-dirk-pur).",
    pageData: { PageType: 'Artikel', CID: '1320', author: 'Jana Berger', navigation_ebene_1: 'Tests' },
  },
];
