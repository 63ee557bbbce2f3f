import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';

/**
 * Figures a table spec adds up over all its workers (cells tried and held, for bench/report.md): each
 * worker writes its own entries at its end, then reads every worker's so far. One folder per run and
 * table (the workers' parent is the runner), so parallel workers add up and runs never mix.
 *
 * @remarks The last worker to finish prints the whole run's figures; the others print their share so far.
 */
export function runFigures<Entry>(table: string): {
  record(entry: Entry): void;
  /** Every worker's entries so far, this one's included. */
  all(): Entry[];
} {
  const dir = join(tmpdir(), `kiosk-${table}-${process.ppid}`);
  const entries: Entry[] = [];
  return {
    record: (entry) => void entries.push(entry),
    all() {
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, `worker-${test.info().parallelIndex}-${process.pid}.json`),
        JSON.stringify(entries),
      );
      return readdirSync(dir).flatMap((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Entry[]);
    },
  };
}
