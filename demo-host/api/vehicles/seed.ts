import type { TreeBrand, VehicleData, VehicleKind } from '../../../features/vehicles/vehicle-types.ts';
import { CARS } from './seed-cars.ts';
import { MOTORCYCLES } from './seed-motorcycles.ts';
import { seriesId } from './seed-helpers.ts';

/** The demo catalogue: no open European technical data set exists (issue 16), so it is curated. */
export const CATALOGUE: readonly VehicleData[] = [...CARS, ...MOTORCYCLES];

/** spec 2.7: brand → series → versions, sorted by name as a reader looks them up. */
export function buildTree(catalogue: readonly VehicleData[], kind: VehicleKind): TreeBrand[] {
  const brands = new Map<string, Map<string, Array<{ id: string; name: string }>>>();
  for (const vehicle of catalogue.filter((entry) => entry.kind == kind)) {
    const series = brands.get(vehicle.brand) ?? new Map<string, Array<{ id: string; name: string }>>();
    brands.set(vehicle.brand, series);
    const versions = series.get(vehicle.series) ?? [];
    series.set(vehicle.series, versions);
    versions.push({ id: vehicle.id, name: vehicle.name });
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'de');
  return [...brands]
    .map(([brand, series]) => ({
      id: seriesId(brand, ''),
      name: brand,
      series: [...series]
        .map(([name, versions]) => ({ id: seriesId(brand, name), name, versions: versions.sort(byName) }))
        .sort(byName),
    }))
    .sort(byName);
}
