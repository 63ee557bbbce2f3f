import type { SearchSettings } from './search-settings.ts';

/** spec 3.10: a history entry: the settings, the place, and the place's name and postcode again. */
export interface HistoryEntry extends SearchSettings {
  selectedSearchPOI: { _id: string; name: string };
  /** The POI's name. */
  city: string;
  /** The POI's `_id`. */
  zip: string;
}

/** spec 5.4, 9.3: at most two entries. */
export const HISTORY_LIMIT = 2;

const sameEntry = (a: HistoryEntry, b: HistoryEntry) =>
  a.searchText === b.searchText &&
  a.range === b.range &&
  a.fuelType === b.fuelType &&
  a.brand === b.brand &&
  a.selectedSearchPOI._id === b.selectedSearchPOI._id &&
  a.selectedSearchPOI.name === b.selectedSearchPOI.name &&
  a.city === b.city &&
  a.zip === b.zip;

/**
 * spec 5.4: the history after a search, newest first. Saving is skipped when the new entry is
 * identical to both of the last two entries (so, as the spec words it, a repeat of a lone entry or of
 * only one of two is saved); the history then keeps the newest two.
 */
export function addToHistory(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const lastTwo = history.slice(0, 2);
  if (lastTwo.length == 2 && lastTwo.every((old) => sameEntry(old, entry))) return [...history];
  return [entry, ...history].slice(0, HISTORY_LIMIT);
}
