import * as campingCalls from '../../features/camping/camping-calls.ts';
import { defineConfigSection, milliseconds } from '../../src/kit/config-schema.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

export const meta = defineMeta({
  name: 'camping-search',
  trigger: 'visible',
  // spec 1, 2.7, 9.6; issue 28
  summary:
    'camping pitch search with list and map in sync, filters, pitch overlay; the search in the URL; camping project only',
  description: 'Stellplatzsuche mit Liste und Karte, Filtern und Stellplatz-Details.',
  props: {},
  config: {
    section: defineConfigSection('campingSearch', {
      timeoutMs: milliseconds({
        default: 10_000,
        description: 'how long one call (and the map outline) may take before the reader sees the failure',
      }),
      slowAfterMs: milliseconds({
        default: 3_000,
        description: 'when a running search says it is slow',
      }),
      appName: {
        type: 'string',
        description: "the camping app the phone bottom sheet offers ('Camping Kiosk'); none: no app overlay",
      },
      appUrl: {
        type: 'string',
        description: "where the sheet's 'Zur App' leads (the app's store page); https only",
      },
    }),
    core: ['features.campingSearch'],
  },
  // issue 28: CLS 0 while the search, its results and their images arrive.
  fallback:
    "<p>Stellplätze finden: <a href=\"…\">zur Stellplatzsuche</a></p> (a link to a server-rendered search, or nothing); the page's stylesheet reserves a window's height for the mount point (`[data-widget='camping-search'] { min-height: 100vh }`), which the search then fills, so nothing below it moves when it arrives",
  example: {
    markup: '<p>Stellplätze finden: <a href="/camping/#tipps">Tipps für die Stellplatzsuche</a></p>',
  },
  budget: 35 * KB,
  backend: ['camping'],
  calls: [
    campingCalls.CAMPING_PLACES,
    campingCalls.CAMPING_SEARCH,
    campingCalls.CAMPING_DETAIL,
    campingCalls.CAMPING_AVAILABILITY,
  ],
});
