import type { Bbox } from '../../../features/camping/pitch.ts';

export interface Located {
  lat: number;
  lng: number;
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Located, b: Located) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const inBbox = ({ lat, lng }: Located, [west, south, east, north]: Bbox) =>
  lng >= west && lng <= east && lat >= south && lat <= north;

/** Degrees per grid cell: a search for one region reads a few cells instead of every pitch. */
const CELL_DEG = 0.5;
const KM_PER_DEG_LAT = 111.19;

/**
 * A grid over the pitches, so an area search on the map (issue 28: 'Beim Verschieben suchen' asks
 * at every pan) reads only the cells it covers. `tests/demo-host/api/camping/area-index.test.ts`
 * holds both searches to a brute-force filter.
 */
export function createAreaIndex<T extends Located>(items: readonly T[]) {
  const cells = new Map<string, T[]>();
  const cellOf = (value: number) => Math.floor(value / CELL_DEG);
  for (const item of items) {
    const key = `${cellOf(item.lat)}:${cellOf(item.lng)}`;
    const cell = cells.get(key);
    if (cell) cell.push(item);
    else cells.set(key, [item]);
  }
  // Items in grid order; the caller sorts. Cells are visited by row and column, so the order is stable.
  const collect = ([west, south, east, north]: Bbox, keep: (item: T) => boolean) => {
    const found: T[] = [];
    if (!(west <= east && south <= north)) return found;
    for (let row = cellOf(south); row <= cellOf(north); row++)
      for (let column = cellOf(west); column <= cellOf(east); column++)
        for (const item of cells.get(`${row}:${column}`) ?? []) if (keep(item)) found.push(item);
    return found;
  };
  return {
    inBbox: (bbox: Bbox) => collect(bbox, (item) => inBbox(item, bbox)),
    withinRadius(centre: Located, km: number) {
      const dLat = km / KM_PER_DEG_LAT;
      // The widest a circle gets in longitude is at its pole-side edge.
      const edgeLat = Math.min(89, Math.abs(centre.lat) + dLat);
      const dLng = km / (KM_PER_DEG_LAT * Math.cos((edgeLat * Math.PI) / 180));
      const bbox: Bbox = [centre.lng - dLng, centre.lat - dLat, centre.lng + dLng, centre.lat + dLat];
      return collect(bbox, (item) => distanceKm(centre, item) <= km);
    },
  };
}
