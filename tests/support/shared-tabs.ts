import type { TabStorage } from '../../src/kit/tab-storage.ts';
import type { Visibility } from '../../features/newsticker/news-ticker.ts';

/**
 * Several simulated tabs of one site in one test: each `tab()` is one tab's view of a shared
 * localStorage. As in the browser, a write reaches the other tabs' watchers (a little later, like the
 * `storage` event), never the writer's own.
 */
export function sharedTabs() {
  const entries = new Map<string, string>();
  const watchers: Array<{ owner: object; key: string; listener: () => void }> = [];
  const notify = (owner: object, key: string) =>
    queueMicrotask(() => {
      for (const watcher of [...watchers])
        if (watcher.owner !== owner && watcher.key == key) watcher.listener();
    });
  return {
    entries,
    tab(): TabStorage {
      const owner = {};
      return {
        read: (key) => {
          const text = entries.get(key);
          return text === undefined ? undefined : (JSON.parse(text) as unknown);
        },
        write(key, value) {
          entries.set(key, JSON.stringify(value));
          notify(owner, key);
        },
        remove(key) {
          entries.delete(key);
          notify(owner, key);
        },
        watch(key, listener) {
          const watcher = { owner, key, listener };
          watchers.push(watcher);
          return () => void watchers.splice(watchers.indexOf(watcher), 1);
        },
      };
    },
  };
}

/** A tab's Page Visibility, switched by the test. */
export function fakeVisibility(hidden = false): Visibility & { set(hidden: boolean): void } {
  const listeners = new Set<() => void>();
  return {
    hidden: () => hidden,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      hidden = value;
      for (const listener of listeners) listener();
    },
  };
}
