import type { TabStorage } from '../../src/kit/tab-storage.ts';

/** issue 25: the suggestions leave out the last 50 articles read on this device. */
export const HISTORY_LENGTH = 50;
const HISTORY_KEY = 'kiosk_read_articles';

/** The article ids read on this device, newest first; none when storage is blocked or holds junk. */
export function readHistory(storage: TabStorage): string[] {
  const value = storage.read(HISTORY_KEY);
  return Array.isArray(value)
    ? value.filter((id): id is string => typeof id == 'string').slice(0, HISTORY_LENGTH)
    : [];
}

/** Puts `id` first (once), keeping the newest {@link HISTORY_LENGTH}. */
export function recordRead(storage: TabStorage, id: string) {
  storage.write(
    HISTORY_KEY,
    [id, ...readHistory(storage).filter((read) => read != id)].slice(0, HISTORY_LENGTH),
  );
}
