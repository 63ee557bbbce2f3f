import { geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, FeatureCollection, Point } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { isObject } from '../../src/field-reader.ts';
import { requestJson } from '../../src/http.ts';

/** The outline projected once, in base units: the view transform moves it, nothing re-projects. */
export interface OutlineShapes {
  land: string[];
  borders: string;
  coast: string;
  cities: { name: string; x: number; y: number }[];
}

function isTopology(value: unknown): value is Topology {
  if (!isObject(value) || value.type != 'Topology' || !Array.isArray(value.arcs) || !isObject(value.objects))
    return false;
  const { countries, cities } = value.objects;
  return isObject(countries) && countries.type == 'GeometryCollection' && isObject(cities);
}

/**
 * Fetches the map outline (issue 28: a hashed, immutable file, fetched on first map view) and projects
 * it. Undefined when it cannot be had: the map then shows the pins without land, and says so.
 */
export async function loadOutline(
  projection: GeoProjection,
  timeoutMs: number,
): Promise<OutlineShapes | undefined> {
  // Vite emits the file hashed beside the bundle and writes its URL relative to this chunk, so it is
  // fetched from wherever Kiosk is served (`no-inline`: a library build would inline it otherwise).
  const outlineUrl = new URL('../../features/camping/camping-outline.json?no-inline', import.meta.url).href;
  const answer = await requestJson(outlineUrl, {
    timeoutMs,
    errorMessage: 'map outline failed',
    parse: (body) => (isTopology(body) ? body : undefined),
  });
  if (!answer.ok) return undefined;
  const topology = answer.value;
  try {
    const countries = topology.objects.countries as GeometryCollection;
    const path = geoPath(projection).digits(2);
    const land = (feature(topology, countries) as FeatureCollection).features.map(
      (shape) => path(shape) ?? '',
    );
    const cities = (
      feature(topology, topology.objects.cities as GeometryCollection) as FeatureCollection<
        Point,
        { name?: unknown }
      >
    ).features
      .filter((city: Feature<Point, { name?: unknown }>) => typeof city.properties?.name == 'string')
      .map((city) => {
        const [x = 0, y = 0] = projection(city.geometry.coordinates as [number, number]) ?? [];
        return { name: String(city.properties.name).slice(0, 40), x, y };
      });
    return {
      land,
      borders: path(mesh(topology, countries, (a, b) => a !== b)) ?? '',
      coast: path(mesh(topology, countries, (a, b) => a === b)) ?? '',
      cities,
    };
  } catch {
    // A file that passed the shape check yet breaks topojson: no outline, as with a failed fetch.
    return undefined;
  }
}
