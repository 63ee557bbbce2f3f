import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

export const meta = defineMeta({
  name: 'fuel-search',
  trigger: 'visible',
  summary:
    'fuel station and fuel price search with hourly price averages (spec 2.7, 3.10, 5.4, 7.7, 9.3); fuel-price project only',
  description:
    'Tankstellensuche mit Spritpreisvergleich nach Ort, PLZ oder Standort, dazu die günstigste Tageszeit.',
  props: {},
  config: ['features.fuelSearch', 'fuelSearch.timeoutMs', 'fuelSearch.slowAfterMs'],
  fallback:
    '<p>Spritpreise vergleichen: <a href="…">zur Tankstellensuche</a></p> (a link to a server-rendered search, or nothing)',
  example: {
    markup: '<p>Spritpreise vergleichen: Die Tankstellensuche wird geladen …</p>',
  },
  budget: 14 * KB,
  backend: ['fuel'],
});
