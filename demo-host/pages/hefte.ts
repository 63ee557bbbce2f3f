import type { DemoPage } from '../site.ts';

/** Issue 31: the magazine detail page and the magazine download page (spec 2.1), one body. */
export const pages: readonly DemoPage[] = [
  {
    path: '/auto/hefte/',
    title: 'Auto Motor Kiosk: das Heft',
    project: 'ams',
    description:
      "Heftseite (ams): aktuelle Ausgabe und Archiv mit Jahresfilter, 'Heft kaufen' in den Warenkorb, 'ePaper lesen' für Besitzer (demo-ben-plus).",
    pageData: { PageType: 'Heft', navigation_ebene_1: 'Heft' },
    fill: {
      kicker: 'Ausgaben',
      heading: 'Auto Motor Kiosk: das Heft',
      lead: 'Alle vierzehn Tage neu: Tests, Vergleiche und Kaufberatung.',
      props: '{}',
    },
  },
  {
    path: '/auto/hefte/download/',
    title: 'Auto Motor Kiosk: Ihre Hefte herunterladen',
    project: 'ams',
    description:
      'Download-Seite (ams): Besitzer laden ihre Hefte als ePaper über einen signierten, ablaufenden Link herunter.',
    pageData: { PageType: 'Heft-Download', navigation_ebene_1: 'Heft' },
    fill: {
      kicker: 'Download',
      heading: 'Ihre Hefte herunterladen',
      lead: 'Als Käufer eines Hefts laden Sie es hier als ePaper herunter.',
      props: '{"download":true}',
    },
  },
];
