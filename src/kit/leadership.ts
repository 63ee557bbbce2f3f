import type { TabStorage } from './tab-storage.ts';

/**
 * Which one tab polls for all (issue 14). `request` asks to lead: `onLead` runs when this tab becomes
 * the leader, `onLose` if another tab takes over; the returned function gives the lead up (or stops
 * waiting for it).
 */
export interface Leadership {
  request(onLead: () => void, onLose: () => void): () => void;
}

interface LockManagerLike {
  request(name: string, options: { signal: AbortSignal }, grant: () => Promise<void>): Promise<unknown>;
}

/**
 * Web Locks: the tab holding the lock leads; the others wait in the browser's queue and the next one
 * gets it the moment the leader gives it up or closes. Undefined where the browser has no Web Locks.
 */
export function webLocksLeadership(name: string, nav: Navigator = navigator): Leadership | undefined {
  const locks = (nav as Navigator & { locks?: LockManagerLike }).locks;
  if (!locks) return undefined;
  return {
    request(onLead) {
      const waiting = new AbortController();
      let release: (() => void) | undefined;
      let done = false;
      locks
        .request(name, { signal: waiting.signal }, () => {
          if (done) return Promise.resolve();
          onLead();
          return new Promise<void>((resolve) => (release = resolve));
        })
        // An aborted wait rejects, and so do locks on an opaque origin (a sandboxed frame): there this
        // tab cannot coordinate with others and polls for itself.
        .catch(() => {
          if (!done) onLead();
        });
      return () => {
        done = true;
        waiting.abort();
        release?.();
      };
    },
  };
}

interface Lease {
  tab: string;
  until: number;
}

export interface LeaseOptions {
  tabs: TabStorage;
  key: string;
  tabId: string;
  /** How long a lease holds without renewal: a closed leader's lease runs out after this. */
  ttlMs: number;
  now?: () => number;
}

/**
 * The fallback for browsers without Web Locks: a lease in the shared storage. The leader renews it
 * three times per `ttlMs`; a tab takes it over when it has run out or was given up. Two tabs that
 * write at the same moment both see the later write on their next check, and the earlier one steps down.
 */
export function leaseLeadership({ tabs, key, tabId, ttlMs, now = Date.now }: LeaseOptions): Leadership {
  return {
    request(onLead, onLose) {
      let leading = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const check = () => {
        clearTimeout(timer);
        const lease = tabs.read(key) as Partial<Lease> | undefined;
        const time = now();
        const free = !lease || typeof lease.until != 'number' || lease.until <= time || lease.tab === tabId;
        if (free) {
          tabs.write(key, { tab: tabId, until: time + ttlMs } satisfies Lease);
          if (!leading) {
            leading = true;
            onLead();
          }
        } else if (leading) {
          leading = false;
          onLose();
        }
        timer = setTimeout(check, ttlMs / 3);
      };
      const unwatch = tabs.watch(key, () => {
        if (!leading) check();
      });
      check();
      return () => {
        clearTimeout(timer);
        unwatch();
        if (leading && (tabs.read(key) as Partial<Lease> | undefined)?.tab === tabId) tabs.remove(key);
        leading = false;
      };
    },
  };
}
