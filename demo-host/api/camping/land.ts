import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoContains } from 'd3-geo';
import type { Feature, FeatureCollection, MultiPolygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

// Not `new URL(…, import.meta.url)`: happy-dom's URL (unit tests) resolves it against its own page.
const OUTLINE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../features/camping/camping-outline.json',
);

/**
 * The map's own outline (features/camping/camping-outline.json), by country id: the seed puts a pitch
 * only where the widget's map draws land, so no pin ever stands in the sea.
 */
export function readCountries(): ReadonlyMap<string, Feature<MultiPolygon>> {
  const outline = JSON.parse(readFileSync(OUTLINE, 'utf8')) as Topology;
  const countries = feature(
    outline,
    outline.objects.countries as GeometryCollection,
  ) as FeatureCollection<MultiPolygon>;
  return new Map(countries.features.map((country) => [String(country.id), country]));
}

export const onLand = (country: Feature<MultiPolygon> | undefined, lat: number, lng: number) =>
  country !== undefined && geoContains(country, [lng, lat]);
