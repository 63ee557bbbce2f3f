import { defineConfigSection, milliseconds } from '../../src/kit/config-schema.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import * as fuelCalls from '../../features/fuel/fuel-calls.ts';

export const meta = defineMeta({
  name: 'fuel-search',
  trigger: 'visible',
  // spec 2.7, 3.10, 5.4, 7.7, 9.3
  summary: 'fuel station and fuel price search with hourly price averages; fuel-price project only',
  description:
    'Tankstellensuche mit Spritpreisvergleich nach Ort, PLZ oder Standort, dazu die günstigste Tageszeit.',
  props: {},
  config: {
    section: defineConfigSection('fuelSearch', {
      timeoutMs: milliseconds({
        default: 10_000,
        description: 'how long one call may take before the reader sees the failure and a retry',
      }),
      slowAfterMs: milliseconds({
        default: 3_000,
        description: 'when a running search says it is slow and offers a restart',
      }),
    }),
    core: ['features.fuelSearch'],
  },
  fallback:
    '<p>Spritpreise vergleichen: <a href="…">zur Tankstellensuche</a></p> (a link to a server-rendered search, or nothing)',
  example: {
    // A fallback never promises loading: where the search does not come (a brand without it), it stays.
    markup: '<p>Spritpreise vergleichen: <a href="/tanken/#tipps">So sparen Sie beim Tanken</a></p>',
  },
  budget: 14 * KB,
  backend: ['fuel'],
  calls: [
    fuelCalls.FUEL_PLACES,
    fuelCalls.FUEL_NEAREST_PLACE,
    fuelCalls.FUEL_STATIONS,
    fuelCalls.FUEL_STATION_DETAILS,
    fuelCalls.FUEL_HOURLY_AVERAGES,
  ],
});
