import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/auto/vergleich/',
    title: 'Autos vergleichen',
    project: 'ams',
    description: 'Fahrzeugvergleich (ams): Marke → Baureihe → Version, technische Daten, Suche anpassen.',
    pageData: { PageType: 'Markenbaum und Vergleich', CID: '1301' },
  },
];
