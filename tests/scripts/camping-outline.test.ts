// @vitest-environment node
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { geoContains } from 'd3-geo';
import type { FeatureCollection, MultiPolygon, Point } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { buildCampingOutline, OUTLINE_FILE, outlineText } from '../../scripts/camping-outline.ts';

describe('camping map outline (issue 28)', () => {
  const committed = readFileSync(OUTLINE_FILE, 'utf8');
  const outline = JSON.parse(committed) as Topology;

  it('is what scripts/camping-outline.ts writes, under 45 KB gzip', () => {
    expect(committed).toBe(outlineText(buildCampingOutline()));
    expect(gzipSync(committed).length).toBeLessThanOrEqual(45 * 1024);
  });

  it('has about 60 cities, each inside its own country', () => {
    const countries = feature(
      outline,
      outline.objects.countries as GeometryCollection,
    ) as FeatureCollection<MultiPolygon>;
    const cities = feature(outline, outline.objects.cities as GeometryCollection) as FeatureCollection<
      Point,
      { name: string; country: string }
    >;
    expect(cities.features.length).toBeGreaterThanOrEqual(55);
    const outside = cities.features
      .filter((city) => {
        const country = countries.features.find((shape) => String(shape.id) == city.properties.country);
        return !country || !geoContains(country, city.geometry.coordinates as [number, number]);
      })
      .map((city) => city.properties.name);
    expect(outside).toEqual([]);
  });
});
