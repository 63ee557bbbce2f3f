import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/camping/',
    title: 'Stellplätze und Campingplätze finden',
    project: 'pr',
    description: 'Camping-Portal (pr): Stellplatzsuche mit Liste und Karte.',
    pageData: { PageType: 'Portal', CID: '4001' },
    config: { campingSearch: { appName: 'Camping Kiosk', appUrl: 'https://apps.example.de/camping-kiosk' } },
  },
  {
    // The search on another brand, switched on by the page's feature flag (issue 28: a brand-table feature).
    path: '/auto/reisemobil-stellplaetze/',
    title: 'Mit dem Reisemobil unterwegs: Stellplätze finden',
    project: 'ams',
    description: 'Auto-Magazin (ams) mit features.campingSearch: dieselbe Stellplatzsuche.',
    pageData: { PageType: 'Artikel', CID: '4002' },
    config: { features: { campingSearch: true } },
  },
];
