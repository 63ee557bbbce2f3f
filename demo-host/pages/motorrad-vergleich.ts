import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/motorrad/vergleich/',
    title: 'Motorräder vergleichen',
    project: 'mo',
    description: 'Motorradvergleich (mo): Marke → Modell → Version, mit den Motorrad-Beschriftungen.',
    pageData: { PageType: 'Markenbaum und Vergleich', CID: '2301' },
  },
];
