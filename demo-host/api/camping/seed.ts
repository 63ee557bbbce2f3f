import type { Amenity, PitchType } from '../../../features/camping/pitch.ts';
import { prng } from '../fuel/prng.ts';
import { onLand, readCountries } from './land.ts';
import { SEED_REGIONS, type SeedRegion } from './regions.ts';

/** A seeded pitch: everything but what follows the clock (the nights free). */
export interface SeedPitch {
  id: string;
  name: string;
  type: PitchType;
  place: string;
  postcode: string;
  region: string;
  country: string;
  lat: number;
  lng: number;
  price: number;
  /** Euros per night for each person beyond two (a Campingplatz counts persons, a Stellplatz does not). */
  personFee: number;
  amenities: Amenity[];
  maxLength: number;
  rating: number;
  reviews: number;
  season: { from: string; to: string };
  instantBooking: boolean;
  /** Share of nights already booked, 0–1. */
  occupancy: number;
  /** Feeds the per-night availability and the images. */
  hash: number;
  description: string;
}

export const SEED = 20261128;

const STELLPLATZ_WORDS = ['Stellplatz', 'Wohnmobilstellplatz', 'Womo-Platz', 'Reisemobilhafen'];
const CAMPING_WORDS = ['Camping', 'Campingplatz', 'Campingpark', 'Ferienpark', 'Naturcamping'];
const NAME_PARTS = [
  'Am Deich',
  'Seeblick',
  'Zur Mühle',
  'Waldesruh',
  'Sonnenhang',
  'Am Hafen',
  'Lindenhof',
  'Am Wiesengrund',
  'Birkenhain',
  'Kiefernweg',
  'Uferwiese',
  'Am Leuchtturm',
  'Heideblick',
  'Am Weinberg',
  'Rosengarten',
  'Fischerwiese',
  'Dünenrand',
  'Talblick',
  'Am Bach',
  'Bergwiese',
  'Schilfufer',
  'Eichenhof',
  'Sonnenwiese',
  'Am Kurpark',
  'Obstgarten',
  'Möwennest',
  'Alte Ziegelei',
  'Am Feldrain',
  'Panorama',
  'Zum Anker',
];
const SEASON_STARTS = ['03-15', '04-01', '04-15', '05-01'];
const SEASON_ENDS = ['09-30', '10-15', '10-31', '11-03'];
const STELLPLATZ_LENGTHS = [7, 8, 9, 10, 12];
const CAMPING_LENGTHS = [6, 7, 8, 9, 10];

/** How likely each amenity is, by type; 'am Wasser' follows the region instead. */
const AMENITY_ODDS: Record<Exclude<Amenity, 'wasser'>, Record<PitchType, number>> = {
  strom: { stellplatz: 0.75, campingplatz: 0.95 },
  entsorgung: { stellplatz: 0.8, campingplatz: 0.6 },
  wlan: { stellplatz: 0.35, campingplatz: 0.7 },
  hunde: { stellplatz: 0.7, campingplatz: 0.55 },
  barrierefrei: { stellplatz: 0.2, campingplatz: 0.35 },
  ganzjaehrig: { stellplatz: 0.4, campingplatz: 0.2 },
};
const AMENITY_ORDER: readonly Amenity[] = [
  'strom',
  'entsorgung',
  'wlan',
  'hunde',
  'barrierefrei',
  'ganzjaehrig',
  'wasser',
];
const KM_PER_DEG = 111.19;
/** Tries for a point on land before the next try starts nearer the town. */
const TRIES = 40;

function description(pitch: Omit<SeedPitch, 'description'>, random: () => number) {
  const lead =
    pitch.type == 'stellplatz'
      ? `Ruhiger Wohnmobilstellplatz in ${pitch.place} für Fahrzeuge bis ${pitch.maxLength} m.`
      : `Familiengeführter Campingplatz in ${pitch.place} mit Zelt- und Wohnmobilplätzen.`;
  const middle = pitch.amenities.includes('wasser')
    ? 'Das Wasser liegt nur wenige Schritte entfernt.'
    : 'Wanderwege und Radrouten beginnen direkt am Platz.';
  const tail = ['Brötchenservice am Morgen.', 'Kleiner Laden am Eingang.', 'Ortskern zu Fuß erreichbar.'][
    Math.floor(random() * 3)
  ];
  return `${lead} ${middle} ${tail}`;
}

function pointNear(
  region: SeedRegion,
  town: SeedRegion['towns'][number],
  random: () => number,
  land: ReturnType<typeof readCountries>,
) {
  const [, , townLat, townLng] = town;
  const country = land.get(region.country);
  for (let spread = region.spreadKm; spread >= 0.5; spread /= 2)
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const distance = spread * Math.sqrt(random());
      const angle = random() * 2 * Math.PI;
      const lat = townLat + (distance * Math.cos(angle)) / KM_PER_DEG;
      const lng = townLng + (distance * Math.sin(angle)) / (KM_PER_DEG * Math.cos((townLat * Math.PI) / 180));
      if (onLand(country, lat, lng))
        return { lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 };
    }
  throw new Error(`camping seed: no land found around ${town[0]} (${region.name})`);
}

/** Builds the seed: the same pitches on every start and in every test. */
export function seedPitches(): SeedPitch[] {
  const random = prng(SEED);
  const land = readCountries();
  const pitches: SeedPitch[] = [];
  for (const region of SEED_REGIONS)
    for (let index = 0; index < region.count; index++) {
      const town = region.towns[index % region.towns.length] as SeedRegion['towns'][number];
      const { lat, lng } = pointNear(region, town, random, land);
      const type: PitchType = random() < region.campingShare ? 'campingplatz' : 'stellplatz';
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
      const amenities = AMENITY_ORDER.filter((amenity) =>
        amenity == 'wasser' ? random() < region.waterSide : random() < AMENITY_ODDS[amenity][type],
      );
      const allYear = amenities.includes('ganzjaehrig');
      const price = type == 'stellplatz' ? 8 + Math.floor(random() * 18) : 20 + Math.floor(random() * 36);
      const base = {
        id: `cp${String(pitches.length + 1).padStart(4, '0')}`,
        name: `${pick(type == 'stellplatz' ? STELLPLATZ_WORDS : CAMPING_WORDS)} ${pick(NAME_PARTS)}`,
        type,
        place: town[0],
        postcode: town[1],
        region: region.name,
        country: region.countryName,
        lat,
        lng,
        price,
        personFee: type == 'campingplatz' ? 4 + Math.floor(random() * 6) : 0,
        amenities,
        maxLength: pick(type == 'stellplatz' ? STELLPLATZ_LENGTHS : CAMPING_LENGTHS),
        rating: Math.round((3 + random() * 2) * 10) / 10,
        reviews: 3 + Math.floor(random() * 400),
        season: allYear
          ? { from: '01-01', to: '12-31' }
          : { from: pick(SEASON_STARTS), to: pick(SEASON_ENDS) },
        instantBooking: random() < 0.55,
        occupancy: 0.1 + random() * 0.5,
        hash: Math.floor(random() * 2 ** 31),
      };
      pitches.push({ ...base, description: description(base, random) });
    }
  return pitches;
}

let seeded: readonly SeedPitch[] | undefined;
/** The seed is constant: built once per process (half a second), shared by every demo host. */
export const defaultPitches = (): readonly SeedPitch[] => (seeded ??= seedPitches());
