import { isObject } from '../../src/field-reader.ts';
import type { Result } from '../../src/http.ts';
import { readableRecords } from '../../src/kit/readable-records.ts';
import type { PlatformApi, QueryValue } from '../../src/platform-api.ts';
import { shortenText } from '../text/shorten-text.ts';
import {
  AMENITIES,
  isAmenity,
  type Bbox,
  type CampingPlace,
  type PitchAvailability,
  type PitchDetail,
  type PitchEntry,
  type PitchPoint,
  type PitchQuote,
} from './pitch.ts';
import {
  filterParams,
  isFilterKey,
  type FilterKey,
  type PitchFilters,
  type SortOrder,
} from './search-query.ts';

export interface CallOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

const SOURCE = 'camping-search';
const isString = (value: unknown): value is string => typeof value == 'string';
const isNumber = (value: unknown): value is number => typeof value == 'number' && Number.isFinite(value);
const isLat = (value: unknown): value is number => isNumber(value) && value >= -90 && value <= 90;
const isLng = (value: unknown): value is number => isNumber(value) && value >= -180 && value <= 180;
/** Server text is shortened to what its place can hold (a 60 KB name would freeze the list). */
const short = (value: string, length: number) => shortenText(value, length);

function readBbox(value: unknown): Bbox | undefined {
  if (!Array.isArray(value) || value.length != 4) return undefined;
  const [west, south, east, north] = value as unknown[];
  return isLng(west) && isLat(south) && isLng(east) && isLat(north) && west < east && south < north
    ? [west, south, east, north]
    : undefined;
}

function readPlace(value: unknown): CampingPlace | undefined {
  if (!isObject(value)) return undefined;
  const { id, name, kind, detail, postcode, lat, lng } = value;
  const bbox = readBbox(value.bbox);
  if (!isString(id) || !isString(name) || !isString(detail) || !isLat(lat) || !isLng(lng) || !bbox)
    return undefined;
  if (kind != 'ort' && kind != 'region') return undefined;
  if (postcode !== undefined && !isString(postcode)) return undefined;
  return {
    id,
    name: short(name, 60),
    kind: kind == 'ort' ? 'ort' : 'region',
    detail: short(detail, 60),
    ...(postcode === undefined ? {} : { postcode: short(postcode, 10) }),
    lat,
    lng,
    bbox,
  };
}

export interface PlaceAnswer {
  places: CampingPlace[];
  /** 'meinten Sie …?': the nearest known name when nothing was found. */
  suggestion: string | null;
}

/** Places for what the reader typed (a town, a region, a postcode). */
export const findPlaces = (
  api: PlatformApi,
  text: string,
  options: CallOptions,
): Promise<Result<PlaceAnswer>> =>
  api.request('/camping/places', {
    query: { q: text },
    parse: (body) =>
      isObject(body) && body.ok === true && Array.isArray(body.places)
        ? {
            places: readableRecords(body.places, readPlace, SOURCE, 'places'),
            suggestion: isString(body.suggestion) ? short(body.suggestion, 60) : null,
          }
        : undefined,
    ...options,
  });

function readPoint(value: unknown): PitchPoint | undefined {
  if (!Array.isArray(value)) return undefined;
  const [id, lat, lng, price, type] = value as unknown[];
  if (!isString(id) || !isLat(lat) || !isLng(lng) || !isNumber(price) || price < 0) return undefined;
  if (type != 's' && type != 'c') return undefined;
  return { id: short(id, 40), lat, lng, price, type: type == 's' ? 'stellplatz' : 'campingplatz' };
}

function readEntry(value: unknown): PitchEntry | undefined {
  if (!isObject(value)) return undefined;
  const v = value;
  if (![v.id, v.name, v.place, v.region, v.image].every(isString)) return undefined;
  if (!isLat(v.lat) || !isLng(v.lng) || !isNumber(v.price) || !isNumber(v.rating) || !isNumber(v.reviews))
    return undefined;
  if (v.type != 'stellplatz' && v.type != 'campingplatz') return undefined;
  if (!(v.distanceKm === null || isNumber(v.distanceKm)) || !(v.total === null || isNumber(v.total)))
    return undefined;
  if (!isNumber(v.nights) || !Array.isArray(v.amenities)) return undefined;
  return {
    id: short(v.id as string, 40),
    lat: v.lat,
    lng: v.lng,
    price: v.price,
    type: v.type == 'stellplatz' ? 'stellplatz' : 'campingplatz',
    name: short(v.name as string, 80),
    place: short(v.place as string, 60),
    region: short(v.region as string, 60),
    distanceKm: v.distanceKm,
    total: v.total,
    nights: v.nights,
    rating: v.rating,
    reviews: v.reviews,
    amenities: v.amenities.filter((key): key is keyof typeof AMENITIES => isString(key) && isAmenity(key)),
    image: v.image as string,
  };
}

export interface SearchAnswer {
  total: number;
  points: PitchPoint[];
  entries: PitchEntry[];
  /** With no results: the filter whose removal brings back the most, and how many then. */
  advice: { filter: FilterKey; total: number } | null;
}

function readAdvice(value: unknown): SearchAnswer['advice'] {
  return isObject(value) && isString(value.filter) && isFilterKey(value.filter) && isNumber(value.total)
    ? { filter: value.filter, total: value.total }
    : null;
}

export interface PitchQuery {
  /** The area searched. */
  bbox: Bbox;
  /** The place distances are measured from. */
  near?: { lat: number; lng: number };
  filters: PitchFilters;
  from?: string;
  to?: string;
  persons: number;
  sort: SortOrder;
  offset: number;
  limit: number;
}

/** Every pin of the area, one page of entries and the total. */
export function searchPitches(
  api: PlatformApi,
  query: PitchQuery,
  options: CallOptions,
): Promise<Result<SearchAnswer>> {
  const params: Record<string, QueryValue> = {
    bbox: query.bbox.map((value) => value.toFixed(4)).join(','),
    near: query.near ? `${query.near.lat},${query.near.lng}` : undefined,
    ...filterParams(query.filters),
    from: query.from,
    to: query.to,
    persons: query.from ? query.persons : undefined,
    sort: query.sort,
    offset: query.offset,
    limit: query.limit,
  };
  return api.request('/camping/search', {
    query: params,
    parse: (body) =>
      isObject(body) &&
      body.ok === true &&
      isNumber(body.total) &&
      Array.isArray(body.points) &&
      Array.isArray(body.entries)
        ? {
            total: body.total,
            points: readableRecords(body.points, readPoint, SOURCE, 'points'),
            entries: readableRecords(body.entries, readEntry, SOURCE, 'entries'),
            advice: readAdvice(body.advice),
          }
        : undefined,
    ...options,
  });
}

function readDetail(value: unknown): PitchDetail | undefined {
  const entry = readEntry(value);
  if (!entry || !isObject(value)) return undefined;
  const { description, images, season, maxLength, instantBooking, country, bookingUrl } = value;
  if (!isString(description) || !Array.isArray(images) || !isObject(season) || !isNumber(maxLength))
    return undefined;
  if (typeof instantBooking != 'boolean' || !isString(country) || !isString(bookingUrl)) return undefined;
  if (!isString(season.from) || !isString(season.to)) return undefined;
  return {
    ...entry,
    description: short(description, 1000),
    images: images.filter(isString),
    season: { from: short(season.from, 5), to: short(season.to, 5) },
    maxLength,
    instantBooking,
    country: short(country, 60),
    bookingUrl,
  };
}

/** The pitch overlay's content. */
export const pitchDetail = (
  api: PlatformApi,
  id: string,
  options: CallOptions,
): Promise<Result<PitchDetail>> =>
  api.request(`/camping/pitches/${encodeURIComponent(id)}`, {
    parse: (body) => (isObject(body) && body.ok === true ? readDetail(body.pitch) : undefined),
    ...options,
  });

function readQuote(value: unknown): PitchQuote | null | undefined {
  if (value === null) return null;
  if (!isObject(value)) return undefined;
  const { from, to, nights, persons, available, total, bookingUrl } = value;
  if (!isString(from) || !isString(to) || !isNumber(nights) || !isNumber(persons) || !isNumber(total))
    return undefined;
  if (typeof available != 'boolean' || !isString(bookingUrl)) return undefined;
  return { from, to, nights, persons, available, total, bookingUrl };
}

export interface Stay {
  from: string;
  to: string;
  persons: number;
}

/** A pitch's nights for 12 months, and the price for the reader's dates. */
export const pitchAvailability = (
  api: PlatformApi,
  id: string,
  stay: Stay | undefined,
  options: CallOptions,
): Promise<Result<PitchAvailability>> =>
  api.request(`/camping/pitches/${encodeURIComponent(id)}/availability`, {
    query: stay ? { from: stay.from, to: stay.to, persons: stay.persons } : {},
    parse: (body) => {
      if (!isObject(body) || body.ok !== true || !isString(body.start) || !isString(body.calendar))
        return undefined;
      const quote = readQuote(body.quote);
      return quote === undefined ? undefined : { start: body.start, calendar: body.calendar, quote };
    },
    ...options,
  });
