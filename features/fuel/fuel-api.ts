import { isObject } from '../../src/field-reader.ts';
import type { Result } from '../../src/http.ts';
import type { PlatformApi } from '../../src/platform-api.ts';
import type { SearchSettings } from './search-settings.ts';
import type { Place, SortOrder, Station } from './station.ts';

export interface CallOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

const isString = (value: unknown): value is string => typeof value == 'string';
const isNumber = (value: unknown): value is number => typeof value == 'number' && Number.isFinite(value);
const isTime = (value: unknown) => value === null || (isString(value) && !Number.isNaN(Date.parse(value)));

function readPlace(value: unknown): Place | undefined {
  if (!isObject(value)) return undefined;
  const { _id, name, lat, lng } = value;
  if (!isString(_id) || !isString(name) || !isNumber(lat) || !isNumber(lng)) return undefined;
  return { _id, name, lat, lng };
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
  const openingTimes = v.openingTimes.filter(
    (line): line is Station['openingTimes'][number] =>
      isObject(line) && isString(line.days) && isString(line.start) && isString(line.end),
  );
  return { ...(v as unknown as Station), openingTimes };
}

/** `{ok: true, <key>: [...]}` with every readable item; anything else is malformed (undefined). */
function listOf<T>(key: string, read: (value: unknown) => T | undefined) {
  return (body: unknown): T[] | undefined => {
    if (!isObject(body) || body.ok !== true || !Array.isArray(body[key])) return undefined;
    return body[key].flatMap((item: unknown) => read(item) ?? []);
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
