import type { Place } from '../../../features/fuel/station.ts';

/** A city the seed puts stations around: its real postcodes (with their centres) and a station count. */
export interface SeedCity {
  name: string;
  postcodes: ReadonlyArray<readonly [postcode: string, lat: number, lng: number]>;
  stations: number;
  /** Kilometres around the centre that hold most stations. */
  spreadKm: number;
}

/** Berlin is the densest: a 25 km search from its centre finds well over 1,000 stations (the bench). */
export const SEED_CITIES: readonly SeedCity[] = [
  {
    name: 'Berlin',
    postcodes: [
      ['10178', 52.5219, 13.4101],
      ['10115', 52.532, 13.3846],
      ['10827', 52.4853, 13.3543],
      ['12043', 52.4781, 13.4372],
      ['13353', 52.5433, 13.3519],
      ['10243', 52.5123, 13.4425],
    ],
    stations: 1150,
    spreadKm: 10,
  },
  {
    name: 'Hamburg',
    postcodes: [
      ['20095', 53.5511, 10.0004],
      ['22765', 53.5533, 9.9352],
      ['22081', 53.5761, 10.0463],
    ],
    stations: 460,
    spreadKm: 9,
  },
  {
    name: 'München',
    postcodes: [
      ['80331', 48.1372, 11.5755],
      ['80799', 48.1532, 11.5762],
      ['81369', 48.1158, 11.5361],
    ],
    stations: 400,
    spreadKm: 8,
  },
  {
    name: 'Köln',
    postcodes: [
      ['50667', 50.9384, 6.9563],
      ['50823', 50.9512, 6.9175],
      ['51065', 50.9634, 7.0043],
    ],
    stations: 310,
    spreadKm: 7,
  },
  {
    name: 'Frankfurt am Main',
    postcodes: [
      ['60311', 50.1109, 8.6821],
      ['60486', 50.1203, 8.6453],
    ],
    stations: 250,
    spreadKm: 6,
  },
  {
    name: 'Stuttgart',
    postcodes: [
      ['70173', 48.7784, 9.18],
      ['70372', 48.8053, 9.2151],
    ],
    stations: 210,
    spreadKm: 6,
  },
  {
    name: 'Düsseldorf',
    postcodes: [
      ['40213', 51.2254, 6.7763],
      ['40477', 51.2382, 6.7941],
    ],
    stations: 180,
    spreadKm: 6,
  },
  {
    name: 'Leipzig',
    postcodes: [
      ['04109', 51.3397, 12.3731],
      ['04315', 51.3452, 12.4082],
    ],
    stations: 160,
    spreadKm: 6,
  },
  {
    name: 'Dortmund',
    postcodes: [
      ['44135', 51.5136, 7.4653],
      ['44137', 51.5111, 7.4553],
    ],
    stations: 150,
    spreadKm: 6,
  },
  {
    name: 'Essen',
    postcodes: [
      ['45127', 51.4556, 7.0116],
      ['45130', 51.4412, 7.0071],
    ],
    stations: 140,
    spreadKm: 6,
  },
  { name: 'Bremen', postcodes: [['28195', 53.0793, 8.8017]], stations: 130, spreadKm: 6 },
  { name: 'Dresden', postcodes: [['01067', 51.0534, 13.7362]], stations: 130, spreadKm: 6 },
  { name: 'Hannover', postcodes: [['30159', 52.3745, 9.7386]], stations: 140, spreadKm: 6 },
  { name: 'Nürnberg', postcodes: [['90402', 49.4494, 11.0768]], stations: 120, spreadKm: 6 },
];

/**
 * Places that switch the station search into a failure mode, for trying the widget's messages by
 * hand: searches around them answer late or fail. They sit far from every seeded city.
 */
export const MODE_PLACES = {
  slow: { _id: '00001', name: 'Langsamhausen (Demo: langsame Antwort)', lat: 47.5, lng: 6.2 },
  failing: { _id: '00002', name: 'Fehlerstadt (Demo: Serverfehler)', lat: 47.6, lng: 6.4 },
} as const satisfies Record<string, Place>;

export const PLACES: readonly Place[] = [
  ...SEED_CITIES.flatMap((city) =>
    city.postcodes.map(([postcode, lat, lng]) => ({ _id: postcode, name: city.name, lat, lng })),
  ),
  ...Object.values(MODE_PLACES),
];
