import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/motorrad/bmw-r-1300-gs/',
    title: 'BMW R 1300 GS: Daten, Tests und Vergleich',
    project: 'mo',
    description: 'Modellseite (mo) mit dem Teaser, der einen Motorradvergleich startet.',
    pageData: { PageType: 'Modellseite', CID: '2302' },
  },
];
