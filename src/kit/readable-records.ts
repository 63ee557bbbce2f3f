import { logWarning } from '../log.ts';

/**
 * The records of a server's list that pass `read`; those that fail its checks are left out (not shown
 * wrong) and reported in one console line naming `source` and the list, never dropped silently.
 */
export function readableRecords<T>(
  records: readonly unknown[],
  read: (record: unknown) => T | undefined,
  source: string,
  list: string,
): T[] {
  const kept: T[] = [];
  const dropped: unknown[] = [];
  for (const record of records) {
    const value = read(record);
    if (value === undefined) dropped.push(record);
    else kept.push(value);
  }
  if (dropped.length > 0) logWarning(source, `${list}: records failing their checks left out`, dropped);
  return kept;
}
