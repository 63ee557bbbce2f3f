import { isObject } from '../../src/field-reader.ts';
import { readableRecords } from '../../src/kit/readable-records.ts';
import { shortenText } from '../text/shorten-text.ts';
import { list, NAME_LENGTH, SOURCE, text } from './parse-tree.ts';
import type { FieldValue, VehicleData, VehicleKind, VersionSummary } from './vehicle-types.ts';

/**
 * Shape checks of the vehicle backend's answers. An entry of the wrong shape is dropped (one console
 * line) rather than failing the whole answer; an answer without its list is malformed (`undefined`),
 * so the caller's German error shows. Names and text values are shortened for display: a model name
 * fits a select and a column head in 80 characters, a technical value a table cell in 60.
 */
const VALUE_LENGTH = 60;

function parseSummary(value: unknown): VersionSummary | undefined {
  if (!isObject(value) || !text(value.id) || !text(value.brand) || !text(value.series) || !text(value.name))
    return undefined;
  return {
    id: value.id,
    brand: shortenText(value.brand, NAME_LENGTH),
    series: shortenText(value.series, NAME_LENGTH),
    name: shortenText(value.name, NAME_LENGTH),
  };
}

const KINDS: readonly unknown[] = ['car', 'motorcycle'] satisfies VehicleKind[];

function parseVehicle(value: unknown): VehicleData | undefined {
  const summary = parseSummary(value);
  if (!summary || !isObject(value) || !KINDS.includes(value.kind) || !isObject(value.values))
    return undefined;
  const values: Record<string, FieldValue> = {};
  for (const [key, entry] of Object.entries(value.values))
    if (typeof entry == 'number' && Number.isFinite(entry)) values[key] = entry;
    else if (typeof entry == 'string') values[key] = shortenText(entry, VALUE_LENGTH);
  const score =
    typeof value.score == 'number' && value.score >= 0 && value.score <= 1000 ? value.score : undefined;
  return { ...summary, kind: value.kind as VehicleKind, values, ...(score === undefined ? {} : { score }) };
}

export function parseVersions(body: unknown): VehicleData[] | undefined {
  const versions = isObject(body) ? list(body.versions) : undefined;
  return versions && readableRecords(versions, parseVehicle, SOURCE, 'versions');
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
  return { count: body.count, versions: readableRecords(versions, parseSummary, SOURCE, 'search versions') };
}
