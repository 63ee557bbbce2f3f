import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UserShelf } from './seed.ts';

/** Every reader's saved items, by login token. */
export type Shelves = Record<string, UserShelf>;

/** The state file of the bookmarks backend, in the demo host's data folder. */
export const SHELF_FILE = 'bookmarks.json';

const isShelf = (value: unknown): value is UserShelf => {
  if (typeof value != 'object' || value === null) return false;
  const { favorites, follows } = value as Partial<UserShelf>;
  return (
    typeof favorites == 'object' &&
    favorites !== null &&
    Object.values(favorites).every((ids) => Array.isArray(ids) && ids.every((id) => typeof id == 'string')) &&
    Array.isArray(follows) &&
    follows.every((id) => typeof id == 'string')
  );
};

/**
 * Reads the shelves a previous run wrote; `undefined` when there is no file yet. A file that is not
 * what this backend writes is reported and ignored (the demo starts from the seed), never half-used.
 */
export function readShelves(dataDir: string): Shelves | undefined {
  let text: string;
  try {
    text = readFileSync(join(dataDir, SHELF_FILE), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed == 'object' && parsed !== null && Object.values(parsed).every(isShelf))
      return parsed as Shelves;
  } catch {
    // reported below
  }
  console.error(
    `[demo-host:bookmarks] ${join(dataDir, SHELF_FILE)} is not a shelves file; starting from the seed`,
  );
  return undefined;
}

/**
 * Writes the shelves atomically: the whole file goes to a temporary name first and is then renamed
 * over the old one, so a crash mid-write leaves the previous file intact, never a truncated one.
 * Synchronous on purpose: two toggles can never interleave their writes.
 */
export function writeShelves(dataDir: string, shelves: Shelves): void {
  mkdirSync(dataDir, { recursive: true });
  const target = join(dataDir, SHELF_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(shelves, null, 2));
  renameSync(temporary, target);
}
