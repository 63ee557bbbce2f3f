import { isObject } from '../../src/field-reader.ts';
import type { Result } from '../../src/http.ts';
import type { PlatformApi } from '../../src/platform-api.ts';
import { readableRecords } from '../../src/kit/readable-records.ts';
import { shortenText } from '../text/shorten-text.ts';
import type { SearchSettings } from './search-settings.ts';
import type { Place, SortOrder, Station } from './station.ts';

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

/** Checks one station of the answer; a station that lies about a field is left out, not shown wrong. */
function readStation(value: unknown): Station | undefined {
  if (!isObject(value)) return undefined;
  const v = value;
  const texts = [v.id, v.name, v.brand, v.brandId, v.street, v.houseNumber, v.postCode, v.place];
  if (!texts.every(isString) || !isNumber(v.lat) || !isNumber(v.lng) || !isNumber(v.dist)) return undefined;
  if (typeof v.isOpen != 'boolean' || typeof v.wholeDay != 'boolean') return undefined;
  if (!(v.price === null || (isNumber(v.price) && v.price > 0)) || !isTime(v.priceChangedAt))
    return undefined;
  if (!isTime(v.opensAt) || !Array.isArray(v.openingTimes)) return undefined;
  const openingTimes = v.openingTimes
    .filter(
      (line): line is Station['openingTimes'][number] =>
        isObject(line) && isString(line.days) && isString(line.start) && isString(line.end),
    )
    .map(({ days, start, end }) => ({ days: short(days, 30), start: short(start, 10), end: short(end, 10) }));
  const station = v as unknown as Station;
  return {
    ...station,
    name: short(station.name, 80),
    brand: short(station.brand, 40),
    street: short(station.street, 80),
    houseNumber: short(station.houseNumber, 10),
    postCode: short(station.postCode, 10),
    place: short(station.place, 60),
    openingTimes,
  };
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
