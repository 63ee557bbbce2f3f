import { FUEL_TYPES } from '../../../features/fuel/fuel-types.ts';
import { STATION_BRANDS } from '../../../features/fuel/station-brands.ts';
import { MODE_PLACES, SEED_CITIES, type SeedCity } from './cities.ts';
import { HOURS_MODELS, type HoursLine } from './opening-hours.ts';
import { prng } from './prng.ts';

/** A seeded station: what does not change with the time of day. */
export interface SeedStation {
  id: string;
  name: string;
  brandId: string;
  brand: string;
  street: string;
  houseNumber: string;
  postCode: string;
  place: string;
  lat: number;
  lng: number;
  /** The fuel type ids it sells. */
  fuels: ReadonlySet<string>;
  /** False for the few stations that report no prices to MTS-K. */
  reportsPrices: boolean;
  /** Its own distance from its brand's price, in cents. */
  offsetCents: number;
  /** Minute past the hour at which its prices follow the hourly swing. */
  changeMinute: number;
  /** Undefined: open around the clock. */
  hours: readonly HoursLine[] | undefined;
}

export const SEED = 20261115;

const STREETS = [
  'Hauptstraße',
  'Berliner Straße',
  'Bahnhofstraße',
  'Industriestraße',
  'Gewerbestraße',
  'Ringstraße',
  'Landstraße',
  'Hafenstraße',
  'Kölner Straße',
  'Friedrichstraße',
  'Schillerstraße',
  'Goethestraße',
  'Am Autobahnzubringer',
  'Frankfurter Allee',
  'Lindenallee',
  'Mühlenweg',
  'Kirchstraße',
  'Bundesstraße',
  'Dorfstraße',
  'Marktstraße',
];

/**
 * How often a brand turns up: the big chains most, free and small brands a little. Weights, in
 * the order of STATION_BRANDS.
 */
const BRAND_WEIGHTS: Readonly<Record<string, number>> = {
  Aral: 22,
  Shell: 18,
  Esso: 10,
  TotalEnergies: 10,
  JET: 8,
  AVIA: 5,
  Eni: 4,
  Star: 5,
  HEM: 3,
  OMV: 3,
  Westfalen: 3,
  Raiffeisen: 3,
  'Freie Tankstelle': 8,
};

/** Cents above (or below) the average a brand charges: the chains dearer, the discounters cheaper. */
export const BRAND_OFFSET_CENTS: Readonly<Record<string, number>> = {
  Aral: 4,
  Shell: 4,
  Esso: 2,
  TotalEnergies: 2,
  Eni: 1,
  OMV: 2,
  JET: -3,
  Star: -2,
  HEM: -2,
  Globus: -4,
  Kaufland: -4,
  Marktkauf: -3,
  'Freie Tankstelle': -2,
};

/** Premium fuels only their own brand sells (spec 9.3's names). */
const BRAND_FUELS: Readonly<Record<string, readonly string[]>> = {
  Shell: ['6', '7'],
  Aral: ['8', '9'],
  TotalEnergies: ['18', '19'],
  OMV: ['20', '21'],
  Esso: ['28', '29'],
  Eni: ['31', '32'],
};

/** Share of stations that sell the other fuels (LPG at many, hydrogen at few). */
const FUEL_SHARES: Readonly<Record<string, number>> = {
  '3': 0.55,
  '5': 0.05,
  '10': 0.03,
  '11': 0.03,
  '12': 0.22,
  '13': 0.06,
  '14': 0.04,
  '15': 0.45,
  '17': 0.08,
  '22': 0.02,
  '23': 0.01,
  '24': 0.02,
  '25': 0.005,
  '26': 0.01,
  '27': 0.01,
  '30': 0.01,
  '33': 0.02,
  '34': 0.03,
  '35': 0.08,
  '36': 0.03,
};

function weightedBrands() {
  const list: string[] = [];
  for (const brand of STATION_BRANDS)
    for (let i = 0; i < (BRAND_WEIGHTS[brand.name] ?? 1); i++) list.push(brand.id);
  return list;
}

const hex = (random: () => number, length: number) =>
  Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');

function nearestPostcode(city: SeedCity, lat: number, lng: number) {
  const distance = (entry: SeedCity['postcodes'][number]) => (entry[1] - lat) ** 2 + (entry[2] - lng) ** 2;
  return city.postcodes.reduce((best, entry) => (distance(entry) < distance(best) ? entry : best))[0];
}

/** One item of a non-empty list, at random. */
const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

/** Every seeded station: deterministic from SEED, generated on start (no data file). */
export function seedStations(seed = SEED): SeedStation[] {
  const random = prng(seed);
  const brands = weightedBrands();
  const cities: SeedCity[] = [
    ...SEED_CITIES,
    ...Object.values(MODE_PLACES).map((place) => ({
      name: place.name.replace(/ \(.*$/, ''),
      postcodes: [[place._id, place.lat, place.lng] as const],
      stations: 12,
      spreadKm: 2,
    })),
  ];
  const stations: SeedStation[] = [];
  for (const city of cities) {
    const [, centreLat, centreLng] = city.postcodes[0] ?? ['', 0, 0];
    for (let n = 0; n < city.stations; n++) {
      // Most stations within twice the spread, a few out to three times (the ring roads, the suburbs).
      const radius = city.spreadKm * (random() < 0.85 ? 2 * Math.sqrt(random()) : 2 + random());
      const angle = random() * 2 * Math.PI;
      const lat = centreLat + (radius * Math.sin(angle)) / 110.57;
      const lng = centreLng + (radius * Math.cos(angle)) / (111.32 * Math.cos((centreLat * Math.PI) / 180));
      const brandId = pick(random, brands);
      const brand = STATION_BRANDS.find((entry) => entry.id == brandId)?.name ?? '';
      const fuels = new Set(['1', '2', '4', ...(BRAND_FUELS[brand] ?? [])]);
      for (const type of FUEL_TYPES) if (random() < (FUEL_SHARES[type.id] ?? 0)) fuels.add(type.id);
      const street = pick(random, STREETS);
      const wholeDay = random() < 0.3;
      stations.push({
        id: `${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}`,
        name: brand == 'Freie Tankstelle' ? `Tankstelle ${street}` : `${brand} ${city.name} ${street}`,
        brandId,
        brand,
        street,
        houseNumber: String(1 + Math.floor(random() * 180)),
        postCode: nearestPostcode(city, lat, lng),
        place: city.name,
        lat: Math.round(lat * 1e5) / 1e5,
        lng: Math.round(lng * 1e5) / 1e5,
        fuels,
        reportsPrices: random() > 0.03,
        offsetCents: Math.round(random() * 10 - 4),
        changeMinute: Math.floor(random() * 45),
        hours: wholeDay ? undefined : pick(random, HOURS_MODELS),
      });
    }
  }
  return stations;
}

let seeded: readonly SeedStation[] | undefined;

/**
 * The stations of SEED, generated on the first station search and kept: they are constant data, and
 * every demo app (one per unit test) would otherwise pay for generating them again.
 */
export const defaultStations = (): readonly SeedStation[] => (seeded ??= seedStations());
