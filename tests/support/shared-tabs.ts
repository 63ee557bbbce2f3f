import type { TabStorage } from '../../src/kit/tab-storage.ts';
import type { Visibility } from '../../features/newsticker/news-ticker.ts';

/**
 * Several simulated tabs of one site in one test: each `tab()` is one tab's view of a shared
 * localStorage. As in the browser, a write reaches the other tabs' watchers (a little later, like the
 * `storage` event), never the writer's own. `lagging`: a write reaches the other tabs' reads only in a
 * later task, as between a browser's tab processes, so two tabs acting in the same instant both read
 * the old value.
 */
export function sharedTabs({ lagging = false } = {}) {
  const entries = new Map<string, string>();
  const views: Array<Map<string, string | undefined>> = [];
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
      // What this tab has not yet heard of the others' writes.
      const stale = new Map<string, string | undefined>();
      views.push(stale);
      const spread = (key: string) => {
        if (!lagging) return;
        const others = views.filter((view) => view !== stale);
        for (const view of others) if (!view.has(key)) view.set(key, entries.get(key));
        setTimeout(() => others.forEach((view) => view.delete(key)));
      };
      return {
        read: (key) => {
          const text = stale.has(key) ? stale.get(key) : entries.get(key);
          return text === undefined ? undefined : (JSON.parse(text) as unknown);
        },
        write(key, value) {
          spread(key);
          entries.set(key, JSON.stringify(value));
          notify(owner, key);
        },
        remove(key) {
          spread(key);
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
