import { toJsonText } from '../json-text.ts';
import { logMissing } from '../log.ts';

/**
 * What open tabs of one site share (issue 14: the feed, the seen mark, the poller's lease): JSON
 * values under keys, and a call when another tab changes one. In the browser this is localStorage
 * and its `storage` event; tests give each simulated tab its own view of one shared map.
 */
export interface TabStorage {
  read(key: string): unknown;
  write(key: string, value: unknown): void;
  remove(key: string): void;
  /** Calls `listener` when another tab writes or removes `key` (never for this tab's own writes). */
  watch(key: string, listener: () => void): () => void;
}

/**
 * localStorage shared with the other tabs. A host that blocks storage (a sandboxed frame, a privacy
 * setting) gets an in-page map instead and one console line: the bell then works for this page alone.
 */
export function localTabStorage(win: Window = window): TabStorage {
  // One console line for the whole page, shared with the cart (hostile hosts, issue 10).
  const blocked = (error: unknown) => logMissing('storage', error);
  let storage: Storage | undefined;
  try {
    storage = win.localStorage;
    storage.getItem('kiosk_newsticker_probe');
  } catch (error) {
    storage = undefined;
    blocked(error);
  }
  const memory = new Map<string, string>();
  const get = (key: string) => {
    try {
      return storage ? storage.getItem(key) : (memory.get(key) ?? null);
    } catch (error) {
      blocked(error);
      return memory.get(key) ?? null;
    }
  };
  const set = (key: string, value: string | undefined) => {
    if (value === undefined) memory.delete(key);
    else memory.set(key, value);
    try {
      if (value === undefined) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch (error) {
      blocked(error);
    }
  };
  return {
    read(key) {
      const text = get(key);
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    },
    write: (key, value) => set(key, toJsonText(value)),
    remove: (key) => set(key, undefined),
    watch(key, listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
  };
}
