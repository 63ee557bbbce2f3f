import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/radtouren/',
    title: 'Radtouren der Community',
    project: 'rb',
    description: 'Rad-Magazin (rb): Community-Touren mit Merken-Knopf (Lieblingstouren).',
    pageData: { PageType: 'Portal', CID: '7000' },
  },
];
