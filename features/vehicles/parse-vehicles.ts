import { isObject } from '../../src/field-reader.ts';
import type {
  FieldValue,
  TreeBrand,
  TreeSeries,
  VehicleData,
  VehicleKind,
  VersionSummary,
} from './vehicle-types.ts';

/**
 * Shape checks of the vehicle backend's answers. An entry of the wrong shape is dropped rather than
 * failing the whole answer; an answer without its list is malformed (`undefined`), so the caller's
 * German error shows.
 */
const text = (value: unknown): value is string => typeof value == 'string' && value != '';
const list = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);

function parseNamed(value: unknown): { id: string; name: string } | undefined {
  if (!isObject(value) || !text(value.id) || !text(value.name)) return undefined;
  return { id: value.id, name: value.name };
}

function parseSeries(value: unknown): TreeSeries | undefined {
  const named = parseNamed(value);
  const versions = isObject(value) ? list(value.versions) : undefined;
  if (!named || !versions) return undefined;
  return { ...named, versions: versions.map(parseNamed).filter((entry) => entry !== undefined) };
}

export function parseTree(body: unknown): TreeBrand[] | undefined {
  const brands = isObject(body) ? list(body.brands) : undefined;
  return brands?.flatMap((value) => {
    const named = parseNamed(value);
    const series = isObject(value) ? list(value.series) : undefined;
    if (!named || !series) return [];
    return [{ ...named, series: series.map(parseSeries).filter((entry) => entry !== undefined) }];
  });
}

function parseSummary(value: unknown): VersionSummary | undefined {
  if (!isObject(value) || !text(value.id) || !text(value.brand) || !text(value.series) || !text(value.name))
    return undefined;
  return { id: value.id, brand: value.brand, series: value.series, name: value.name };
}

const KINDS: readonly unknown[] = ['car', 'motorcycle'] satisfies VehicleKind[];

function parseVehicle(value: unknown): VehicleData | undefined {
  const summary = parseSummary(value);
  if (!summary || !isObject(value) || !KINDS.includes(value.kind) || !isObject(value.values))
    return undefined;
  const values: Record<string, FieldValue> = {};
  for (const [key, entry] of Object.entries(value.values))
    if ((typeof entry == 'number' && Number.isFinite(entry)) || typeof entry == 'string') values[key] = entry;
  const score =
    typeof value.score == 'number' && value.score >= 0 && value.score <= 1000 ? value.score : undefined;
  return { ...summary, kind: value.kind as VehicleKind, values, ...(score === undefined ? {} : { score }) };
}

export function parseVersions(body: unknown): VehicleData[] | undefined {
  const versions = isObject(body) ? list(body.versions) : undefined;
  return versions?.map(parseVehicle).filter((entry) => entry !== undefined);
}

export interface SearchAnswer {
  count: number;
  versions: VersionSummary[];
}

export function parseSearch(body: unknown): SearchAnswer | undefined {
  const versions = isObject(body) ? list(body.versions) : undefined;
  if (
    !isObject(body) ||
    typeof body.count != 'number' ||
    !Number.isInteger(body.count) ||
    body.count < 0 ||
    !versions
  )
    return undefined;
  return { count: body.count, versions: versions.map(parseSummary).filter((entry) => entry !== undefined) };
}
