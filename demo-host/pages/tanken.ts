import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/tanken/',
    title: 'Spritpreise heute: Wo Tanken jetzt am günstigsten ist',
    project: 'mt',
    description: 'Tankpreis-Portal (mt): Preise und Suche.',
    pageData: { PageType: 'Portal', CID: '3001' },
  },
];
