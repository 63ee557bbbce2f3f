import { isObject } from '../../src/field-reader.ts';
import type { Result } from '../../src/http.ts';
import type { PlatformApi } from '../../src/platform-api.ts';
import { pathSegment } from '../../src/kit/path-segment.ts';
import { readableRecords } from '../../src/kit/readable-records.ts';
import { shortenText } from '../text/shorten-text.ts';
import type { SearchSettings } from './search-settings.ts';
import type { OpeningTime, Place, SortOrder, Station, StationDetails } from './station.ts';

export interface CallOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

const isString = (value: unknown): value is string => typeof value == 'string';
const isNumber = (value: unknown): value is number => typeof value == 'number' && Number.isFinite(value);
const isTime = (value: unknown) => value === null || (isString(value) && !Number.isNaN(Date.parse(value)));
/** Server text is shortened for display to what the field can sensibly hold (a 60 KB name would freeze the list). */
const short = (value: string, length: number) => shortenText(value, length);

function readPlace(value: unknown): Place | undefined {
  if (!isObject(value)) return undefined;
  const { _id, name, lat, lng } = value;
  if (!isString(_id) || !isString(name) || !isNumber(lat) || !isNumber(lng)) return undefined;
  return { _id, name: short(name, 80), lat, lng };
}

/** Checks one station of the list; a station that lies about a field is left out, not shown wrong. */
function readStation(value: unknown): Station | undefined {
  if (!isObject(value)) return undefined;
  const v = value;
  const texts = [v.id, v.brand, v.street, v.houseNumber, v.postCode, v.place];
  if (!texts.every(isString) || !isNumber(v.lat) || !isNumber(v.lng) || !isNumber(v.dist)) return undefined;
  if (typeof v.isOpen != 'boolean' || typeof v.wholeDay != 'boolean' || !isTime(v.opensAt)) return undefined;
  if (!(v.price === null || (isNumber(v.price) && v.price > 0)) || !isTime(v.priceChangedAt))
    return undefined;
  const station = v as unknown as Station;
  // Only the fields a row reads are kept: the rest of a server's station stays out of the store.
  return {
    id: station.id,
    brand: short(station.brand, 40),
    street: short(station.street, 80),
    houseNumber: short(station.houseNumber, 10),
    postCode: short(station.postCode, 10),
    place: short(station.place, 60),
    lat: station.lat,
    lng: station.lng,
    dist: station.dist,
    isOpen: station.isOpen,
    wholeDay: station.wholeDay,
    opensAt: station.opensAt,
    price: station.price,
    priceChangedAt: station.priceChangedAt,
  };
}

function readOpeningTime(value: unknown): OpeningTime | undefined {
  if (!isObject(value)) return undefined;
  const { days, start, end } = value;
  if (!isString(days) || !isString(start) || !isString(end)) return undefined;
  return { days: short(days, 30), start: short(start, 10), end: short(end, 10) };
}

/**
 * `{ok: true, <key>: [...]}` with every readable item (one console line for those left out); anything
 * else is malformed (undefined).
 */
function listOf<T>(key: string, read: (value: unknown) => T | undefined) {
  return (body: unknown): T[] | undefined => {
    if (!isObject(body) || body.ok !== true || !Array.isArray(body[key])) return undefined;
    return readableRecords(body[key], read, 'fuel-search', key);
  };
}

/** Places whose name or postcode starts with `text` (the combobox's suggestions). */
export const findPlaces = (api: PlatformApi, text: string, options: CallOptions) =>
  api.request('/mt/places', { query: { q: text }, parse: listOf('pois', readPlace), ...options });

/** The place nearest to a position (after 'Standort ermitteln'). */
export const nearestPlace = (api: PlatformApi, lat: number, lng: number, options: CallOptions) =>
  api.request('/mt/places', { query: { lat, lng }, parse: listOf('pois', readPlace), ...options });

export interface StationQuery {
  lat: number;
  lng: number;
  settings: SearchSettings;
  sort: SortOrder;
}

export const findStations = (
  api: PlatformApi,
  { lat, lng, settings, sort }: StationQuery,
  options: CallOptions,
): Promise<Result<Station[]>> =>
  api.request('/mt/stations', {
    query: { lat, lng, rad: settings.range, type: settings.fuelType, brand: settings.brand, sort },
    parse: listOf('stations', readStation),
    ...options,
  });

/**
 * `{ok: true, station: {id, openingTimes}}` for the station asked for; an answer about another
 * station, or without the list of hours, is malformed. A line of hours missing a field is left out
 * (one console line).
 */
function detailsOf(id: string) {
  return (body: unknown): StationDetails | undefined => {
    if (!isObject(body) || body.ok !== true || !isObject(body.station)) return undefined;
    const { station } = body;
    if (station.id !== id || !Array.isArray(station.openingTimes)) return undefined;
    return {
      id,
      openingTimes: readableRecords(station.openingTimes, readOpeningTime, 'fuel-search', 'openingTimes'),
    };
  };
}

/** A station's details (its posted hours), asked for when the reader opens them (issue 22). */
export function findStationDetails(
  api: PlatformApi,
  id: string,
  options: CallOptions,
): Promise<Result<StationDetails>> {
  const segment = pathSegment(id, { source: 'fuel-search', field: 'station id' });
  if (segment === undefined)
    return Promise.resolve({ ok: false, error: { kind: 'refused', message: 'no station id' } });
  return api.request(`/mt/stations/${segment}`, { parse: detailsOf(id), ...options });
}
