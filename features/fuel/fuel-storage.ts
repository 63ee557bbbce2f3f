import { isObject, type Json } from '../../src/field-reader.ts';
import { logWarning } from '../../src/log.ts';
import { FUEL_TYPES } from './fuel-types.ts';
import type { HistoryEntry } from './search-history.ts';
import { DEFAULT_SETTINGS, RANGES, type SearchSettings } from './search-settings.ts';
import { STATION_BRANDS } from './station-brands.ts';
import { toJsonText } from '../../src/json-text.ts';

export const SETTINGS_KEY = 'kiosk_fuel_search';
export const HISTORY_KEY = 'kiosk_fuel_history';

const isFuelType = (value: unknown): value is string =>
  typeof value == 'string' && FUEL_TYPES.some((type) => type.id == value);
const isBrand = (value: unknown): value is string =>
  value === '' || (typeof value == 'string' && STATION_BRANDS.some((brand) => brand.id == value));
const isRange = (value: unknown): value is number => typeof value == 'number' && RANGES.includes(value);

/** Stored settings, field by field: a field an old version or a hand edit broke takes its default. */
export function readSettings(raw: unknown): SearchSettings {
  const source: Json = isObject(raw) ? raw : {};
  return {
    searchText:
      typeof source.searchText == 'string' ? source.searchText.slice(0, 100) : DEFAULT_SETTINGS.searchText,
    range: isRange(source.range) ? source.range : DEFAULT_SETTINGS.range,
    fuelType: isFuelType(source.fuelType) ? source.fuelType : DEFAULT_SETTINGS.fuelType,
    brand: isBrand(source.brand) ? source.brand : DEFAULT_SETTINGS.brand,
  };
}

/** spec 5.4: entries without `selectedSearchPOI._id` are dropped on load; so are malformed ones. */
export function readHistory(raw: unknown): HistoryEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown): HistoryEntry[] => {
    if (!isObject(item) || !isObject(item.selectedSearchPOI)) return [];
    const { _id, name } = item.selectedSearchPOI;
    if (typeof _id != 'string' || _id === '') return [];
    const placeName = typeof name == 'string' ? name : '';
    return [
      {
        ...readSettings(item),
        selectedSearchPOI: { _id, name: placeName },
        city: typeof item.city == 'string' ? item.city : placeName,
        zip: typeof item.zip == 'string' ? item.zip : _id,
      },
    ];
  });
}

/**
 * localStorage for the settings and the history that never throws: blocked storage (privacy mode, a
 * sandboxed frame) or a full one keeps both in memory for this page, and the search goes on.
 */
export function createFuelStorage(storage: () => Storage = () => localStorage) {
  const memory = new Map<string, string>();
  const read = (key: string): unknown => {
    let text = memory.get(key);
    if (text === undefined)
      try {
        text = storage().getItem(key) ?? undefined;
      } catch {
        text = undefined;
      }
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  };
  const write = (key: string, value: unknown) => {
    const text = toJsonText(value);
    memory.set(key, text);
    try {
      storage().setItem(key, text);
    } catch (error) {
      logWarning('fuel-search', 'search settings cannot be stored; they last for this page', error);
    }
  };
  return {
    settings: () => readSettings(read(SETTINGS_KEY)),
    history: () => readHistory(read(HISTORY_KEY)),
    saveSettings: (settings: SearchSettings) => write(SETTINGS_KEY, settings),
    saveHistory: (history: readonly HistoryEntry[]) => write(HISTORY_KEY, history),
  };
}

export type FuelStorage = ReturnType<typeof createFuelStorage>;
