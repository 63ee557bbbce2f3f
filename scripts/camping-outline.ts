/**
 * `npx tsx scripts/camping-outline.ts`: writes the camping map's outline (issue 28),
 * `features/camping/camping-outline.json`, from Natural Earth's 1:50m country shapes in the npm package
 * `world-atlas` (public domain). It keeps the countries the camping seed lies in and their neighbours,
 * drops their far-away parts (overseas départements, the Canaries, the Azores), simplifies the
 * lines with `topojson-simplify` so the file stays under 45 KB gzip, and adds the map's cities as
 * points. The output is committed; `tests/scripts/camping-outline.test.ts` fails when it no longer
 * matches this script.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Feature, FeatureCollection, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { feature, quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { filter, filterWeight, presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify';
import type { GeometryCollection, Objects, Topology } from 'topojson-specification';
import { MAP_CITIES } from './camping-map-cities.ts';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUTLINE_FILE = join(REPO, 'features/camping/camping-outline.json');

/**
 * The seed's countries (DE, NL, DK, IT, HR, ES, FR, AT) and the neighbours that close the map around
 * them, by ISO 3166 numeric id as world-atlas writes it.
 */
export const OUTLINE_COUNTRIES: Readonly<Record<string, string>> = {
  '276': 'Deutschland',
  '528': 'Niederlande',
  '208': 'Dänemark',
  '380': 'Italien',
  '191': 'Kroatien',
  '724': 'Spanien',
  '250': 'Frankreich',
  '040': 'Österreich',
  '056': 'Belgien',
  '442': 'Luxemburg',
  '756': 'Schweiz',
  '438': 'Liechtenstein',
  '203': 'Tschechien',
  '616': 'Polen',
  '705': 'Slowenien',
  '348': 'Ungarn',
  '703': 'Slowakei',
  '070': 'Bosnien und Herzegowina',
  '688': 'Serbien',
  '499': 'Montenegro',
  '620': 'Portugal',
  '020': 'Andorra',
  '492': 'Monaco',
  '674': 'San Marino',
  '336': 'Vatikanstadt',
};

/** Europe between the Atlantic coast and Hungary: a polygon whose first point lies outside is dropped. */
const EUROPE = { west: -11, south: 35, east: 24, north: 58 };
/** Rings below this spherical area (steradians) are dropped: specks of islands no reader could see. */
const MIN_RING_AREA = 2e-6;
/** Points whose triangle is below this area (steradians) fall out of a line. */
const MIN_POINT_WEIGHT = 2e-8;
const QUANTIZATION = 1e5;

const inEurope = ([lng = 0, lat = 0]: Position = []) =>
  lng >= EUROPE.west && lng <= EUROPE.east && lat >= EUROPE.south && lat <= EUROPE.north;

function europeanPart(shape: Feature<Polygon | MultiPolygon>): Feature<MultiPolygon> {
  const polygons =
    shape.geometry.type == 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  return {
    type: 'Feature',
    id: shape.id,
    properties: { name: OUTLINE_COUNTRIES[String(shape.id)] },
    geometry: { type: 'MultiPolygon', coordinates: polygons.filter((rings) => inEurope(rings[0]?.[0])) },
  };
}

/** The outline as a TopoJSON topology with two objects: `countries` (polygons) and `cities` (points). */
export function buildCampingOutline(): Topology {
  const require = createRequire(import.meta.url);
  const world = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
  ) as Topology;
  const all = feature(world, world.objects.countries as GeometryCollection) as FeatureCollection<
    Polygon | MultiPolygon
  >;
  const countries: FeatureCollection<MultiPolygon> = {
    type: 'FeatureCollection',
    features: all.features.filter((shape) => String(shape.id) in OUTLINE_COUNTRIES).map(europeanPart),
  };
  const cities: FeatureCollection<Point> = {
    type: 'FeatureCollection',
    features: MAP_CITIES.map(([name, country, lng, lat]) => ({
      type: 'Feature',
      properties: { name, country },
      geometry: { type: 'Point', coordinates: [lng, lat] },
    })),
  };
  const joined = topology({ countries, cities });
  // topojson-server's types allow null properties, topojson-simplify's do not; every feature here has some.
  const weighted = presimplify(joined as Topology<Objects<{ name: string }>>, sphericalTriangleArea);
  const kept = filter(weighted, filterWeight(weighted, MIN_RING_AREA));
  const simple = simplify(kept, MIN_POINT_WEIGHT);
  return quantize(simple, QUANTIZATION);
}

/** The committed file's text for a topology: compact JSON (the serving gzips it). */
export const outlineText = (outline: Topology) => `${JSON.stringify(outline)}\n`;

if (import.meta.url == pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(OUTLINE_FILE, outlineText(buildCampingOutline()));
  console.info(`wrote ${OUTLINE_FILE}`);
}
