/**
 * spec 9.3: the station brands, 40 with ids 1 to 41 (no 16), plus '' for all brands. The spec hides
 * the names; these are brands German drivers meet at the pump.
 */
export interface StationBrand {
  id: string;
  name: string;
}

/** spec 9.3: the brand id '' and its label. */
export const ALL_BRANDS: StationBrand = { id: '', name: 'Alle Tankstellenmarken' };

const NAMES: Readonly<Record<number, string>> = {
  1: 'Aral',
  2: 'Shell',
  3: 'Esso',
  4: 'TotalEnergies',
  5: 'JET',
  6: 'AVIA',
  7: 'Eni',
  8: 'Star',
  9: 'HEM',
  10: 'OMV',
  11: 'Westfalen',
  12: 'Raiffeisen',
  13: 'bft',
  14: 'HOYER',
  15: 'Q1',
  17: 'Tamoil',
  18: 'Globus',
  19: 'ORLEN',
  20: 'Sprint',
  21: 'team',
  22: 'OIL!',
  23: 'CLASSIC',
  24: 'Score',
  25: 'Calpam',
  26: 'Nordoel',
  27: 'ED',
  28: 'Gulf',
  29: 'Markant',
  30: 'Kaufland',
  31: 'Marktkauf',
  32: 'BayWa',
  33: 'Allguth',
  34: 'Bavaria Petrol',
  35: 'Elan',
  36: 'Mundorf',
  37: 'GO',
  38: 'Pinoil',
  39: 'Tankpool24',
  40: 'Honsel',
  41: 'Freie Tankstelle',
};

/** By id, as the spec numbers them. */
export const STATION_BRANDS: readonly StationBrand[] = Object.entries(NAMES).map(([id, name]) => ({
  id,
  name,
}));

/** For the choice: all brands first, then A–Z as a reader looks for them. */
export const BRAND_CHOICES: readonly StationBrand[] = [
  ALL_BRANDS,
  ...[...STATION_BRANDS].sort((a, b) => a.name.localeCompare(b.name, 'de')),
];

export const stationBrandName = (id: string): string | undefined =>
  id === '' ? ALL_BRANDS.name : STATION_BRANDS.find((brand) => brand.id == id)?.name;
