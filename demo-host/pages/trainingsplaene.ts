import type { DemoPage } from '../site.ts';

/** Issue 27: the training-plan filter and menu (spec 2.7), its results as paid boxes. */
export const pages: readonly DemoPage[] = [
  {
    path: '/fitness/trainingsplaene/',
    title: 'Trainingspläne als PDF',
    project: 'mh',
    description:
      "Trainingsplan-Filter (mh): Menü mit Kategorien, Filter mit Live-Zahlen und '(0)', Zustand in der URL, nächstgelegene Pläne ohne Treffer; Ergebnisse als Paid-Boxen.",
    pageData: { PageType: 'Landingpage', navigation_ebene_1: 'Training' },
  },
];
