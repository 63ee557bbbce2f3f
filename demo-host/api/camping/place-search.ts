import type { Bbox, CampingPlace } from '../../../features/camping/pitch.ts';
import { MODE_PLACES, SEED_REGIONS } from './regions.ts';
import type { SeedPitch } from './seed.ts';

/** Folds case and accents, so 'busum' and 'BÜSUM' find Büsum. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const KM_PER_DEG = 111.19;
const TOWN_KM = 15;

function around(lat: number, lng: number, km: number): Bbox {
  const dLat = km / KM_PER_DEG;
  const dLng = km / (KM_PER_DEG * Math.cos((lat * Math.PI) / 180));
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  return [round(lng - dLng), round(lat - dLat), round(lng + dLng), round(lat + dLat)];
}

/** Edits between two words (Levenshtein), for 'meinten Sie'. */
export function editDistance(a: string, b: string) {
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] == b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length] ?? 0;
}

/** The searchable places: every town, every region (its box around its pitches) and the demo's mode places. */
export function buildPlaces(pitches: readonly SeedPitch[]): CampingPlace[] {
  const towns = SEED_REGIONS.flatMap((region) =>
    region.towns.map(([name, postcode, lat, lng]) => ({
      id: `ort-${postcode}`,
      name,
      kind: 'ort' as const,
      detail: region.name,
      postcode,
      lat,
      lng,
      bbox: around(lat, lng, TOWN_KM),
    })),
  );
  const regions = SEED_REGIONS.map((region, index) => {
    const own = pitches.filter((pitch) => pitch.region == region.name);
    const bbox: Bbox = [
      Math.min(...own.map((pitch) => pitch.lng)),
      Math.min(...own.map((pitch) => pitch.lat)),
      Math.max(...own.map((pitch) => pitch.lng)),
      Math.max(...own.map((pitch) => pitch.lat)),
    ];
    return {
      id: `region-${index + 1}`,
      name: region.name,
      kind: 'region' as const,
      detail: region.countryName,
      lat: Math.round(((bbox[1] + bbox[3]) / 2) * 1e4) / 1e4,
      lng: Math.round(((bbox[0] + bbox[2]) / 2) * 1e4) / 1e4,
      bbox,
    };
  });
  const modes = Object.values(MODE_PLACES).map(({ name, postcode, lat, lng }) => ({
    id: `ort-${postcode}`,
    name,
    kind: 'ort' as const,
    detail: 'Demo',
    postcode,
    lat,
    lng,
    bbox: around(lat, lng, TOWN_KM),
  }));
  return [...regions, ...towns, ...modes];
}

const MAX_PLACES = 8;

/**
 * Places for what the reader typed: a name's start, a word's start ('Peter' finds St. Peter-Ording), a
 * postcode's start, or a chosen place's own label ('Büsum (25761)'). Nothing found: the nearest name
 * within two edits, for 'Keinen Ort „Büsm“ gefunden – meinten Sie Büsum?'.
 */
export function searchPlaces(places: readonly CampingPlace[], text: string) {
  const query = fold(text.replace(/\s*\(\d+\)$/, ''));
  if (query.length < 2) return { places: [], suggestion: null };
  const found = places.filter(
    (place) =>
      fold(place.name).startsWith(query) ||
      fold(place.name)
        .split(/[\s\-()]+/)
        .some((word) => word.startsWith(query)) ||
      place.postcode?.startsWith(query),
  );
  if (found.length) return { places: found.slice(0, MAX_PLACES), suggestion: null };
  let best: { name: string; edits: number } | undefined;
  for (const place of places) {
    const edits = editDistance(query, fold(place.name));
    if (edits <= Math.min(2, Math.floor(query.length / 3)) && (!best || edits < best.edits))
      best = { name: place.name, edits };
  }
  return { places: [], suggestion: best?.name ?? null };
}
