import type { DemoPage } from '../site.ts';

/** The provider's checkout 'Jetzt abonnieren' hands off to (issue 27); § 312j Abs. 3 BGB: the order button's words. */
export const pages: readonly DemoPage[] = [
  {
    path: '/abo/bestellen/',
    title: 'Abo bestellen (Demo)',
    project: 'ams',
    description: 'Demo-Kasse der Abo-Angebote, mit dem Bestellknopf „zahlungspflichtig bestellen“.',
    fromQuery: ['angebot'],
  },
];
