import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/camping/',
    title: 'Stellplätze und Campingplätze finden',
    project: 'pr',
    description: 'Camping-Portal (pr): Stellplatzsuche mit Liste und Karte.',
    pageData: { PageType: 'Portal', CID: '4001' },
  },
];
