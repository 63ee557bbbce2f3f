import { Hono } from 'hono';
import { FUEL_TYPES } from '../../../features/fuel/fuel-types.ts';
import { STATION_BRANDS } from '../../../features/fuel/station-brands.ts';
import type { Place, Station, StationDetails } from '../../../features/fuel/station.ts';
import { sortStations } from '../../../features/fuel/sort-stations.ts';
import { API_PATH, type BackendOptions } from '../backend.ts';
import { berlinTime } from './berlin-time.ts';
import { MODE_PLACES, PLACES } from './cities.ts';
import { formatMinutes, isOpenAt, minutesUntilOpen } from './opening-hours.ts';
import { hourlyAverages, priceChangedAt, stationPrice } from './price-model.ts';
import { defaultStations, type SeedStation } from './seed.ts';

/** spec 2.7: the largest radius the station search accepts. */
export const MAX_RADIUS_KM = 25;

/** spec 7.7: the fuel API's paths all start with the fuel project's code. */
export const mountPath = `${API_PATH}/mt`;

/** How late the slow demo place (Langsamhausen) answers. */
const SLOW_MS = 6_000;

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Folds case and accents, so 'koln' and 'KÖLN' find Köln. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The fuel-price backend of the fuel project (spec 7.7, issue 15), on the shape of the public
 * Tankerkönig API: a place search, a station search by coordinates, and the hourly price averages.
 * Prices and open states follow the injected clock.
 */
export function createFuel({ now }: BackendOptions) {
  const app = new Hono();

  /** Places by city or postcode prefix, or the one nearest to `lat`/`lng` (after 'Standort ermitteln'). */
  app.get('/places', (c) => {
    const lat = Number(c.req.query('lat'));
    const lng = Number(c.req.query('lng'));
    if (c.req.query('lat') !== undefined) {
      if (!Number.isFinite(lat) || !Number.isFinite(lng))
        return c.json({ ok: false, message: 'lat and lng must be numbers' }, 400);
      const nearest = PLACES.reduce((best, place) =>
        distanceKm({ lat, lng }, place) < distanceKm({ lat, lng }, best) ? place : best,
      );
      return c.json({ ok: true, pois: [nearest] });
    }
    const query = fold(c.req.query('q') ?? '');
    if (query.length < 2) return c.json({ ok: true, pois: [] });
    // '10178', '101', 'Berl', 'köln', and a chosen place's own label '10178 Berlin'.
    const pois: Place[] = PLACES.filter(
      (place) =>
        place._id.startsWith(query) ||
        fold(place.name).startsWith(query) ||
        query.startsWith(`${place._id} `),
    ).slice(0, 8);
    return c.json({ ok: true, pois });
  });

  app.get('/stations', async (c) => {
    const lat = Number(c.req.query('lat'));
    const lng = Number(c.req.query('lng'));
    const rad = Number(c.req.query('rad') ?? 5);
    const type = c.req.query('type') ?? '2';
    const brand = c.req.query('brand') ?? '';
    const sort = c.req.query('sort') ?? 'price';
    const problems = [
      !Number.isFinite(lat) || !Number.isFinite(lng) ? 'lat and lng must be numbers' : '',
      !(rad > 0 && rad <= MAX_RADIUS_KM) ? `rad must be more than 0 and at most ${MAX_RADIUS_KM}` : '',
      FUEL_TYPES.some((entry) => entry.id == type) ? '' : 'unknown type',
      brand === '' || STATION_BRANDS.some((entry) => entry.id == brand) ? '' : 'unknown brand',
      sort == 'price' || sort == 'dist' ? '' : 'sort must be price or dist',
    ].filter(Boolean);
    if (problems.length) return c.json({ ok: false, message: problems.join('; ') }, 400);

    const centre = { lat, lng };
    if (distanceKm(centre, MODE_PLACES.failing) < 5)
      return c.json({ ok: false, message: 'Dienst vorübergehend nicht verfügbar' }, 503);
    if (distanceKm(centre, MODE_PLACES.slow) < 5) await sleep(SLOW_MS);

    const time = now();
    const local = berlinTime(time);
    const found: Station[] = [];
    for (const station of defaultStations()) {
      if (brand !== '' && station.brandId != brand) continue;
      if (!station.fuels.has(type)) continue;
      const dist = distanceKm(centre, station);
      if (dist > rad) continue;
      found.push(answer(station, type, dist, time, local));
    }
    return c.json({ ok: true, stations: sortStations(found, sort == 'dist' ? 'dist' : 'price') });
  });

  /**
   * One station's details, asked for when the reader opens its 'Öffnungszeiten' (issue 22): the list
   * answer stays slim, so a thousand stations parse and sort without a long task.
   */
  app.get('/stations/:id', (c) => {
    const station = stationById().get(c.req.param('id'));
    if (!station) return c.json({ ok: false, message: 'unknown station' }, 404);
    return c.json({ ok: true, station: details(station) });
  });

  /** spec 7.7: JSON headers, no body; the whole answer is kept by the widget. */
  app.post('/hourly-price-average', (c) => c.json(hourlyAverages(now())));

  return { app };
}

let byId: ReadonlyMap<string, SeedStation> | undefined;
const stationById = () => (byId ??= new Map(defaultStations().map((station) => [station.id, station])));

/** The slim station of the list: what a row, the map and the order need; the rest comes with `details`. */
function answer(
  station: SeedStation,
  type: string,
  dist: number,
  time: Date,
  local: ReturnType<typeof berlinTime>,
): Station {
  const isOpen = !station.hours || isOpenAt(station.hours, local);
  const until = station.hours && !isOpen ? minutesUntilOpen(station.hours, local) : undefined;
  const price = stationPrice(station, type, time);
  return {
    id: station.id,
    brand: station.brand,
    street: station.street,
    houseNumber: station.houseNumber,
    postCode: station.postCode,
    place: station.place,
    lat: station.lat,
    lng: station.lng,
    dist: Math.round(dist * 10) / 10,
    isOpen,
    wholeDay: !station.hours,
    opensAt: until === undefined ? null : new Date(time.getTime() + until * 60_000).toISOString(),
    price,
    priceChangedAt: price === null ? null : priceChangedAt(station, time).toISOString(),
  };
}

/** What the list leaves out: the posted hours (none for a station open around the clock). */
function details(station: SeedStation): StationDetails {
  return {
    id: station.id,
    openingTimes: (station.hours ?? []).map((line) => ({
      days: line.label,
      start: formatMinutes(line.start),
      end: formatMinutes(line.end),
    })),
  };
}
