import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/motorrad/',
    title: 'Reiseenduro-Vergleich: Drei Zweizylinder auf großer Tour',
    project: 'mo',
    description: 'Motorrad-Magazin (mo): ein Vergleichstest.',
    pageData: { PageType: 'Artikel', CID: '2207', author: 'Tobias Keller', navigation_ebene_1: 'Tests' },
  },
];
