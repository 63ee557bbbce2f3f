import type { DemoPage } from '../site.ts';

/**
 * Issue 29: a test article with the technical data overlay, on two brands: the link leads to the
 * comparison of the version without script and opens its data in a dialog with it.
 */
const page = (
  project: string,
  path: string,
  versionId: string,
  compare: string,
  heading: string,
): DemoPage => ({
  path,
  title: heading,
  project,
  description:
    "Testartikel mit 'Technische Daten': der Link öffnet die Daten der Version im Dialog (ohne Skript: der Vergleich).",
  pageData: { PageType: 'Artikel', CID: `${project}-technische-daten`, navigation_ebene_1: 'Tests' },
  fill: {
    kicker: 'Technische Daten',
    heading,
    lead: 'Wie schlägt sich die Version im Alltag? Unser Test mit allen Daten.',
    props: JSON.stringify({ versionId }),
    compareUrl: `${compare}?v=${versionId}`,
  },
});

export const pages: readonly DemoPage[] = [
  page('ams', '/auto/golf-test/', 'vw-golf-1-5-etsi-dsg', '/auto/vergleich/', 'VW Golf 1.5 eTSI im Test'),
  page(
    'mo',
    '/motorrad/r-1300-gs-test/',
    'bmw-r-1300-gs-basis',
    '/motorrad/vergleich/',
    'BMW R 1300 GS im Test',
  ),
];
