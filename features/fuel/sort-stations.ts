import type { SortOrder, Station } from './station.ts';

/**
 * Stations in the reader's order. By price: open stations before closed ones (at night the cheapest
 * were closed ones the reader cannot use, issue 23), within each cheapest first, stations without a
 * price last (nearest first among them), equal prices by distance. By distance: nearest first, open or
 * not. Returns a new array.
 */
export function sortStations(stations: readonly Station[], order: SortOrder): Station[] {
  // Ids are compared by code unit: localeCompare is many times slower, and a thousand stations re-sort
  // on a phone within one frame (bench/fuel-search.ts).
  const byId = (a: Station, b: Station) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const byDistance = (a: Station, b: Station) => a.dist - b.dist || byId(a, b);
  if (order == 'dist') return [...stations].sort(byDistance);
  return [...stations].sort((a, b) => {
    if (a.isOpen != b.isOpen) return a.isOpen ? -1 : 1;
    if (a.price === null || b.price === null) {
      if (a.price !== b.price) return a.price === null ? 1 : -1;
      return byDistance(a, b);
    }
    return a.price - b.price || byDistance(a, b);
  });
}
