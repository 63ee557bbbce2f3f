import { isObject } from '../../src/field-reader.ts';
import { readableRecords } from '../../src/kit/readable-records.ts';
import { shortenText } from '../text/shorten-text.ts';
import type { TreeBrand, TreeSeries } from './vehicle-types.ts';

/*
 * The brand tree's shape check, apart from the other answers' (parse-vehicles.ts): the model teaser reads
 * only the tree, and its download should not carry the comparison's parsers (issue 22). The rules are
 * parse-vehicles.ts's: an entry of the wrong shape is dropped with one console line, an answer without
 * its list is malformed; a name fits a select and a column head in 80 characters.
 */
export const SOURCE = 'vehicle-compare';
export const NAME_LENGTH = 80;
export const text = (value: unknown): value is string => typeof value == 'string' && value != '';
export const list = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);

export function parseNamed(value: unknown): { id: string; name: string } | undefined {
  if (!isObject(value) || !text(value.id) || !text(value.name)) return undefined;
  return { id: value.id, name: shortenText(value.name, NAME_LENGTH) };
}

function parseSeries(value: unknown): TreeSeries | undefined {
  const named = parseNamed(value);
  const versions = isObject(value) ? list(value.versions) : undefined;
  if (!named || !versions) return undefined;
  return { ...named, versions: readableRecords(versions, parseNamed, SOURCE, 'tree versions') };
}

export function parseTree(body: unknown): TreeBrand[] | undefined {
  const brands = isObject(body) ? list(body.brands) : undefined;
  if (!brands) return undefined;
  return readableRecords(
    brands,
    (value) => {
      const named = parseNamed(value);
      const series = isObject(value) ? list(value.series) : undefined;
      if (!named || !series) return undefined;
      return { ...named, series: readableRecords(series, parseSeries, SOURCE, 'tree series') };
    },
    SOURCE,
    'tree brands',
  );
}
