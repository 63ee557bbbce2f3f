import { describe, expect, it } from 'vitest';
import { createCamping, MAX_PAGE } from '../../../../demo-host/api/camping/index.ts';
import { onLand, readCountries } from '../../../../demo-host/api/camping/land.ts';
import { SEED_REGIONS } from '../../../../demo-host/api/camping/regions.ts';
import { seedPitches } from '../../../../demo-host/api/camping/seed.ts';
import { distanceKm } from '../../../../demo-host/api/camping/area-index.ts';
import type {
  CampingPlace,
  PitchAvailability,
  PitchDetail,
  PitchEntry,
} from '../../../../features/camping/pitch.ts';

const NOW = new Date('2026-11-27T10:00:00Z');
const BUESUM = { lat: 54.1337, lng: 8.8652 };

interface SearchAnswer {
  ok: boolean;
  total: number;
  points: [string, number, number, number, 's' | 'c'][];
  entries: PitchEntry[];
  advice: { filter: string; total: number } | null;
  message?: string;
}

const camping = () => createCamping({ now: () => NOW }).app;
async function get<T>(path: string) {
  const response = await camping().request(path);
  return { status: response.status, body: (await response.json()) as T };
}

describe('camping seed (issue 28)', () => {
  const pitches = seedPitches();

  it('holds at least 2,500 pitches in every named region, the same on every start', () => {
    expect(pitches.length).toBeGreaterThanOrEqual(2500);
    for (const region of SEED_REGIONS)
      expect(pitches.filter((pitch) => pitch.region == region.name).length).toBeGreaterThan(50);
    expect(seedPitches().map((pitch) => [pitch.id, pitch.lat, pitch.name])).toEqual(
      pitches.map((pitch) => [pitch.id, pitch.lat, pitch.name]),
    );
  });

  it('puts every pitch on land, in its own country, on the map outline', () => {
    const countries = readCountries();
    const byName = new Map(SEED_REGIONS.map((region) => [region.name, region.country]));
    const offshore = pitches.filter(
      (pitch) => !onLand(countries.get(byName.get(pitch.region)!), pitch.lat, pitch.lng),
    );
    expect(offshore).toEqual([]);
  });

  it('prices a Stellplatz 8–25 € and a Campingplatz 20–55 € a night', () => {
    for (const pitch of pitches) {
      const [low, high] = pitch.type == 'stellplatz' ? [8, 25] : [20, 55];
      expect(pitch.price).toBeGreaterThanOrEqual(low);
      expect(pitch.price).toBeLessThanOrEqual(high);
    }
  });
});

describe('camping backend (issue 28)', () => {
  it('finds places by name, word, postcode and region, and suggests one for a typo', async () => {
    const busum = await get<{ places: CampingPlace[] }>('/places?q=busum');
    expect(busum.body.places[0]).toMatchObject({ name: 'Büsum', postcode: '25761', kind: 'ort' });
    expect(busum.body.places[0]!.bbox).toHaveLength(4);
    expect((await get<{ places: CampingPlace[] }>('/places?q=Peter')).body.places[0]?.name).toBe(
      'St. Peter-Ording',
    );
    expect((await get<{ places: CampingPlace[] }>('/places?q=2576')).body.places[0]?.name).toBe('Büsum');
    expect((await get<{ places: CampingPlace[] }>('/places?q=Ostsee')).body.places[0]).toMatchObject({
      kind: 'region',
    });
    const typo = await get<{ places: CampingPlace[]; suggestion: string | null }>('/places?q=B%C3%BCsm');
    expect(typo.body).toEqual({ ok: true, places: [], suggestion: 'Büsum' });
    expect((await get<{ suggestion: string | null }>('/places?q=Xyzzyq')).body.suggestion).toBeNull();
  });

  it('searches a radius: every pin inside, entries by distance, a page and the total', async () => {
    const { body } = await get<SearchAnswer>(`/search?center=${BUESUM.lat},${BUESUM.lng}&radius=20&limit=20`);
    expect(body.total).toBeGreaterThan(50);
    expect(body.points).toHaveLength(body.total);
    expect(body.entries).toHaveLength(20);
    for (const [, lat, lng] of body.points) expect(distanceKm(BUESUM, { lat, lng })).toBeLessThanOrEqual(20);
    const distances = body.entries.map((entry) => entry.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('filters by type, price, amenities and length; with none left it names the filter to drop', async () => {
    const all = await get<SearchAnswer>('/search?bbox=8.5,53.9,9.2,54.6');
    const dogs = await get<SearchAnswer>('/search?bbox=8.5,53.9,9.2,54.6&ausstattung=hunde');
    expect(dogs.body.total).toBeLessThan(all.body.total);
    expect(dogs.body.entries.every((entry) => entry.amenities.includes('hunde'))).toBe(true);
    const cheap = await get<SearchAnswer>(
      '/search?bbox=8.5,53.9,9.2,54.6&typ=stellplatz&preis=12&sort=price',
    );
    expect(cheap.body.points.every(([, , , price, type]) => price <= 12 && type == 's')).toBe(true);
    const none = await get<SearchAnswer>(
      '/search?bbox=8.5,53.9,9.2,54.6&typ=stellplatz&preis=8&ausstattung=hunde,wlan,barrierefrei',
    );
    expect(none.body.total).toBe(0);
    expect(none.body.advice).toMatchObject({ filter: expect.any(String), total: expect.any(Number) });
    expect(none.body.advice!.total).toBeGreaterThan(0);
  });

  it('prices the dates and keeps only pitches open or free then', async () => {
    const dates = 'from=2027-07-10&to=2027-07-14&persons=4';
    const open = await get<SearchAnswer>(`/search?bbox=8.5,53.9,9.2,54.6&offen=1&sofort=1&${dates}`);
    expect(open.body.total).toBeGreaterThan(0);
    for (const entry of open.body.entries) expect(entry.total).toBeGreaterThanOrEqual(entry.price * 4);
    const winter = await get<SearchAnswer>(
      '/search?bbox=8.5,53.9,9.2,54.6&offen=1&from=2027-01-10&to=2027-01-12',
    );
    expect(winter.body.total).toBeLessThan(open.body.total + 1000);
    expect(
      (await get<SearchAnswer>('/search?bbox=8.5,53.9,9.2,54.6&from=2027-07-14&to=2027-07-10')).status,
    ).toBe(400);
    expect(
      (await get<SearchAnswer>('/search?bbox=8.5,53.9,9.2,54.6&from=2028-07-10&to=2028-07-14')).status,
    ).toBe(400);
  });

  it('refuses what it cannot answer', async () => {
    expect((await get('/search')).status).toBe(400);
    expect((await get('/search?bbox=9,54,8,55')).status).toBe(400);
    expect((await get(`/search?bbox=8,54,9,55&limit=${MAX_PAGE + 1}`)).status).toBe(400);
    expect((await get('/pitches/nope')).status).toBe(404);
  });

  it('answers a pitch, its 12 months of nights from the clock and the price for the dates', async () => {
    const detail = await get<{ pitch: PitchDetail }>('/pitches/cp0001');
    expect(detail.body.pitch).toMatchObject({ id: 'cp0001', place: 'Büsum' });
    expect(detail.body.pitch.images).toHaveLength(3);
    const nights = await get<PitchAvailability>(
      '/pitches/cp0001/availability?from=2027-06-01&to=2027-06-03&persons=2',
    );
    expect(nights.body.start).toBe('2026-11-27');
    expect(nights.body.calendar).toMatch(/^[01-]{365}$/);
    expect(nights.body.quote).toMatchObject({ nights: 2, total: detail.body.pitch.price * 2 });
    expect(nights.body.quote!.bookingUrl).toMatch(/^http:\/\/localhost\/buchen\/cp0001\?/);
    const page = await camping().request(nights.body.quote!.bookingUrl);
    expect(await page.text()).toContain('Demo-Buchung');
    const image = await camping().request('/bilder/cp0001/1.svg');
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers slow, failing and malformed near the demo places', async () => {
    expect((await get('/search?center=51.3127,9.4797&radius=10')).status).toBe(503);
    const malformed = await get<{ total: unknown }>('/search?center=50.9787,11.0328&radius=10');
    expect(malformed.body.total).toBe('viele');
  });
});
