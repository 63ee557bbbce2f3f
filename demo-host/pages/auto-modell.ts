import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/auto/vw-golf/',
    title: 'VW Golf: alle Versionen, Daten und Tests',
    project: 'ams',
    description: 'Modellseite (ams) mit dem Teaser, der einen Vergleich startet.',
    pageData: { PageType: 'Modellseite', CID: '1302' },
  },
];
