import { Hono, type Context } from 'hono';
import {
  type Bbox,
  type PitchAvailability,
  type PitchDetail,
  type PitchEntry,
} from '../../../features/camping/pitch.ts';
import {
  activeFilters,
  readFilterParams,
  SORT_ORDERS,
  withoutFilter,
  type PitchFilters,
  type SortOrder,
} from '../../../features/camping/search-query.ts';
import type { BackendOptions } from '../backend.ts';
import { sleep } from '../demo-mode.ts';
import { createAreaIndex, distanceKm, type Located } from './area-index.ts';
import {
  BOOKABLE_DAYS,
  berlinDate,
  dateOf,
  dayNumber,
  isDate,
  nightsBetween,
  nightState,
  stayPrice,
} from './nights.ts';
import { buildPlaces, searchPlaces } from './place-search.ts';
import { pitchImage } from './pitch-image.ts';
import { MODE_PLACES } from './regions.ts';
import { defaultPitches, type SeedPitch } from './seed.ts';

/** How late a search near Langsamhausen answers: past a widget's 'slow' notice, short of its timeout. */
const SLOW_MS = 4_000;
/** Largest search radius and page the backend accepts. */
export const MAX_RADIUS_KM = 200;
export const MAX_PAGE = 50;
/** A stay the partner books: at most four weeks, at most eight persons. */
const MAX_NIGHTS = 28;
const MAX_PERSONS = 8;
/** A search this close to a mode place behaves as that place says (regions.ts). */
const MODE_KM = 10;

const numbers = (text: string | undefined, count: number) => {
  const values = (text ?? '').split(',').map(Number);
  return values.length == count && values.every(Number.isFinite) ? values : undefined;
};
const readBbox = (text: string | undefined): Bbox | undefined => {
  const [west = 0, south = 0, east = 0, north = 0] = numbers(text, 4) ?? [];
  return text === undefined || !numbers(text, 4) ? undefined : [west, south, east, north];
};
const readPosition = (text: string | undefined): Located | undefined => {
  const [lat = 0, lng = 0] = numbers(text, 2) ?? [];
  return text === undefined || !numbers(text, 2) ? undefined : { lat, lng };
};

const bad = (c: Context, message: string) => c.json({ ok: false, message }, 400);

/** Where this backend is reached from the page (`…/api/camping`): its pictures and booking page are absolute URLs. */
function baseOf(c: Context) {
  const url = new URL(c.req.url);
  return `${url.origin}${url.pathname.replace(/\/(places|search|pitches\/.*)$/, '')}`;
}

interface Stay {
  from: string;
  to: string;
  nights: number;
  persons: number;
}

/** Reads from/to/persons; undefined when no dates were given, a message when they do not fit. */
function readStay(c: Context, today: string): Stay | string | undefined {
  const from = c.req.query('from');
  const to = c.req.query('to');
  const persons = Number(c.req.query('persons') ?? 2);
  if (from === undefined && to === undefined) return undefined;
  if (!isDate(from) || !isDate(to)) return 'from and to must be dates (YYYY-MM-DD)';
  const nights = dayNumber(to) - dayNumber(from);
  if (nights < 1 || nights > MAX_NIGHTS) return `to must be 1 to ${MAX_NIGHTS} nights after from`;
  if (dayNumber(from) < dayNumber(today) || dayNumber(to) > dayNumber(today) + BOOKABLE_DAYS)
    return 'the dates must lie within the next 12 months';
  if (!Number.isInteger(persons) || persons < 1 || persons > MAX_PERSONS)
    return `persons must be 1 to ${MAX_PERSONS}`;
  return { from, to, nights, persons };
}

function matches(pitch: SeedPitch, filters: PitchFilters, stay: Stay | undefined) {
  if (filters.type && pitch.type != filters.type) return false;
  if (filters.priceMax && pitch.price > filters.priceMax) return false;
  if (filters.length && pitch.maxLength < filters.length) return false;
  if (!filters.amenities.every((amenity) => pitch.amenities.includes(amenity))) return false;
  if (stay && (filters.instant || filters.open)) {
    const nights = nightsBetween(pitch, stay.from, stay.to);
    if (filters.open && nights.includes('-')) return false;
    if (filters.instant && !(pitch.instantBooking && nights.every((night) => night == '1'))) return false;
  } else if (filters.instant && !pitch.instantBooking) return false;
  return true;
}

function buildData() {
  const pitches = defaultPitches();
  return {
    byId: new Map(pitches.map((pitch) => [pitch.id, pitch])),
    index: createAreaIndex(pitches),
    places: buildPlaces(pitches),
  };
}

/**
 * The camping pitch search's backend (issue 28; spec 1: a camper pitch booking partnership): places,
 * a search by area or radius with filters (every pin, one page of entries, the total), a pitch's
 * details, its nights and price for the dates, the booking page and the pictures. Nights follow the
 * injected clock.
 */
export function createCamping({ now }: BackendOptions) {
  const app = new Hono();
  // Built on the first request, not here: every demo host mounts this backend, and the seed's
  // 2,500 pitches cost each process about 2 s, which every unit test file that never searches a
  // pitch paid once.
  let built: ReturnType<typeof buildData> | undefined;
  const data = () => (built ??= buildData());

  const entryOf = (
    base: string,
    pitch: SeedPitch,
    from: Located | undefined,
    stay: Stay | undefined,
  ): PitchEntry => {
    const free = stay ? nightsBetween(pitch, stay.from, stay.to).every((night) => night == '1') : false;
    return {
      id: pitch.id,
      lat: pitch.lat,
      lng: pitch.lng,
      price: pitch.price,
      type: pitch.type,
      name: pitch.name,
      place: pitch.place,
      region: pitch.region,
      distanceKm: from ? Math.round(distanceKm(from, pitch) * 10) / 10 : null,
      total: stay && free ? stayPrice(pitch, stay.nights, stay.persons) : null,
      nights: stay?.nights ?? 0,
      rating: pitch.rating,
      reviews: pitch.reviews,
      amenities: pitch.amenities,
      image: `${base}/bilder/${pitch.id}/0.svg`,
    };
  };

  app.get('/places', (c) => {
    const { places: found, suggestion } = searchPlaces(data().places, c.req.query('q') ?? '');
    return c.json({ ok: true, places: found, suggestion });
  });

  app.get('/search', async (c) => {
    const bbox = readBbox(c.req.query('bbox'));
    const centre = readPosition(c.req.query('center'));
    const near = readPosition(c.req.query('near'));
    const radius = Number(c.req.query('radius') ?? 25);
    const sort = (c.req.query('sort') ?? 'distance') as SortOrder;
    const offset = Number(c.req.query('offset') ?? 0);
    const limit = Number(c.req.query('limit') ?? 20);
    const problems = [
      !bbox && !centre ? 'bbox (west,south,east,north) or center (lat,lng) is needed' : '',
      bbox && !(bbox[0] < bbox[2] && bbox[1] < bbox[3]) ? 'bbox must be west,south,east,north' : '',
      centre && !(radius > 0 && radius <= MAX_RADIUS_KM)
        ? `radius must be more than 0 and at most ${MAX_RADIUS_KM}`
        : '',
      SORT_ORDERS.includes(sort) ? '' : `sort must be one of ${SORT_ORDERS.join(', ')}`,
      Number.isInteger(offset) && offset >= 0 ? '' : 'offset must be a whole number from 0',
      Number.isInteger(limit) && limit > 0 && limit <= MAX_PAGE ? '' : `limit must be 1 to ${MAX_PAGE}`,
    ].filter(Boolean);
    if (problems.length) return bad(c, problems.join('; '));
    const stay = readStay(c, berlinDate(now()));
    if (typeof stay == 'string') return bad(c, stay);

    const [west, south, east, north] = bbox ?? [0, 0, 0, 0];
    const focus = centre ?? { lat: (south + north) / 2, lng: (west + east) / 2 };
    const mode = (Object.keys(MODE_PLACES) as (keyof typeof MODE_PLACES)[]).find(
      (key) => distanceKm(focus, MODE_PLACES[key]) < MODE_KM,
    );
    if (mode == 'failing') return c.json({ ok: false, message: 'Dienst vorübergehend nicht verfügbar' }, 503);
    if (mode == 'malformed') return c.json({ ok: true, total: 'viele', points: { id: 1 } });
    if (mode == 'slow') await sleep(SLOW_MS);

    const filters = readFilterParams((name) => c.req.query(name));
    const { index } = data();
    const area = bbox ? index.inBbox(bbox) : index.withinRadius(focus, radius);
    const found = area.filter((pitch) => matches(pitch, filters, stay));
    const from = centre ?? near;
    const distances = new Map(from ? found.map((pitch) => [pitch.id, distanceKm(from, pitch)]) : []);
    const order: Record<SortOrder, (a: SeedPitch, b: SeedPitch) => number> = {
      distance: (a, b) => (distances.get(a.id) ?? 0) - (distances.get(b.id) ?? 0) || a.id.localeCompare(b.id),
      price: (a, b) => a.price - b.price || a.id.localeCompare(b.id),
      rating: (a, b) => b.rating - a.rating || a.id.localeCompare(b.id),
    };
    const sorted = [...found].sort(order[sort]);
    // No results: the filter whose removal brings back the most pitches, for 'Ohne „Hunde erlaubt“: 37 Stellplätze'.
    const advice =
      found.length == 0
        ? (activeFilters(filters)
            .map((filter) => ({
              filter,
              total: area.filter((pitch) => matches(pitch, withoutFilter(filters, filter), stay)).length,
            }))
            .filter((option) => option.total > 0)
            .sort((a, b) => b.total - a.total)[0] ?? null)
        : null;
    return c.json({
      ok: true,
      total: found.length,
      points: sorted.map((pitch) => [
        pitch.id,
        pitch.lat,
        pitch.lng,
        pitch.price,
        pitch.type == 'stellplatz' ? 's' : 'c',
      ]),
      entries: sorted.slice(offset, offset + limit).map((pitch) => entryOf(baseOf(c), pitch, from, stay)),
      offset,
      advice,
    });
  });

  app.get('/pitches/:id', (c) => {
    const pitch = data().byId.get(c.req.param('id'));
    if (!pitch) return c.json({ ok: false, message: 'unknown pitch' }, 404);
    const detail: PitchDetail = {
      ...entryOf(baseOf(c), pitch, undefined, undefined),
      bookingUrl: `${baseOf(c)}/buchen/${pitch.id}`,
      description: pitch.description,
      images: [0, 1, 2].map((n) => `${baseOf(c)}/bilder/${pitch.id}/${n}.svg`),
      season: pitch.season,
      maxLength: pitch.maxLength,
      instantBooking: pitch.instantBooking,
      country: pitch.country,
    };
    return c.json({ ok: true, pitch: detail });
  });

  app.get('/pitches/:id/availability', (c) => {
    const pitch = data().byId.get(c.req.param('id'));
    if (!pitch) return c.json({ ok: false, message: 'unknown pitch' }, 404);
    const today = berlinDate(now());
    const stay = readStay(c, today);
    if (typeof stay == 'string') return bad(c, stay);
    const first = dayNumber(today);
    let calendar = '';
    for (let day = first; day < first + BOOKABLE_DAYS; day++) calendar += nightState(pitch, day);
    const answer: PitchAvailability = {
      start: dateOf(first),
      calendar,
      quote: stay
        ? {
            ...stay,
            available: nightsBetween(pitch, stay.from, stay.to).every((night) => night == '1'),
            total: stayPrice(pitch, stay.nights, stay.persons),
            bookingUrl: `${baseOf(c)}/buchen/${pitch.id}?${new URLSearchParams({ from: stay.from, to: stay.to, persons: String(stay.persons) })}`,
          }
        : null,
    };
    return c.json({ ok: true, ...answer });
  });

  /** The partner's booking page, as a demo: what 'Jetzt buchen' opens in a new tab. */
  app.get('/buchen/:id', (c) => {
    const pitch = data().byId.get(c.req.param('id'));
    if (!pitch) return c.text('Unbekannter Stellplatz', 404);
    const stay = readStay(c, berlinDate(now()));
    const dates =
      stay && typeof stay != 'string'
        ? `${stay.from} bis ${stay.to}, ${stay.persons} Personen`
        : 'ohne Reisedaten';
    const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
    return c.html(
      `<!doctype html><html lang="de"><meta charset="utf-8"><title>Demo-Buchung</title><h1>Demo-Buchung: ${escape(pitch.name)}</h1><p>${escape(pitch.place)}, ${escape(dates)}</p><p>Dies ist die Demo-Seite des Buchungspartners.</p></html>`,
    );
  });

  app.get('/bilder/:id/:file', (c) => {
    const pitch = data().byId.get(c.req.param('id'));
    const index = /^([0-2])\.svg$/.exec(c.req.param('file'))?.[1];
    if (!pitch || index === undefined) return c.text('not found', 404);
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(pitchImage(pitch, Number(index)), 200, { 'Content-Type': 'image/svg+xml' });
  });

  return { app };
}
