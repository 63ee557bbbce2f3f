import { createStore, type StoreApi } from 'zustand/vanilla';
import type { TabStorage } from '../../src/kit/tab-storage.ts';
import { logWarning } from '../../src/log.ts';
import type { Leadership } from '../../src/kit/leadership.ts';
import { pollDelay } from '../../src/kit/poll-delay.ts';
import type { Visibility } from '../newsticker/news-ticker.ts';
import type { TickerQuery } from './ticker-calls.ts';
import {
  mergeEntries,
  type ClassifiedCar,
  type RaceState,
  type TickerAnswer,
  type TickerEntry,
} from './ticker-entry.ts';

/** What the GP ticker shows (issue 30). */
export interface GpTickerState {
  loading: boolean;
  name: string;
  state: RaceState;
  lap: number;
  laps: number;
  classification: ClassifiedCar[];
  /** Every entry held, newest first. */
  entries: TickerEntry[];
  /** Older entries than the oldest held exist. */
  more: boolean;
  /** The last poll failed: the entries are the last that arrived, and polls back off. */
  failed: boolean;
}

/** What the polling tab shares with the page's other tabs after each poll. */
interface Snapshot extends Omit<GpTickerState, 'loading' | 'failed'> {
  fetchedAt: number;
  failures: number;
}

export interface GpTickerOptions {
  round: string;
  load: (query: TickerQuery) => Promise<TickerAnswer | undefined>;
  tabs: TabStorage;
  leadership: Leadership;
  visibility: Visibility;
  intervalMs: number;
  now?: () => number;
}

export interface GpTicker {
  store: StoreApi<GpTickerState>;
  /** The reader asked for a new try ('Erneut versuchen'): poll now, whichever tab polls. */
  retry(): void;
  /** 'Ältere Einträge laden': the page before the oldest entry held; resolves when merged. */
  loadOlder(): Promise<void>;
  stop(): void;
}

const INITIAL: GpTickerState = {
  loading: true,
  name: '',
  state: 'pre',
  lap: 0,
  laps: 0,
  classification: [],
  entries: [],
  more: false,
  failed: false,
};

/**
 * `next` with each entry that is the same as one in `held` replaced by that one: every snapshot is
 * parsed anew from storage, and the ticker's memoised rows re-render only for an entry that is a new
 * object, so without this each poll and each 'Ältere Einträge laden' re-rendered all of up to 300.
 */
function keepUnchanged(held: readonly TickerEntry[], next: TickerEntry[]): TickerEntry[] {
  const byId = new Map(held.map((entry) => [entry.id, entry]));
  return next.map((entry) => {
    const old = byId.get(entry.id);
    return old && (Object.keys(entry) as (keyof TickerEntry)[]).every((key) => old[key] === entry[key])
      ? old
      : entry;
  });
}

/**
 * The GP ticker of one race, polled the way the newsticker polls (issue 14's parts: one tab polls for
 * all through `leadership`, only while visible, and backs off with `pollDelay` after failures), asking
 * only for the entries `since` the newest one held, and sharing each merged answer through `tabs`.
 * A finished race is not polled again.
 */
export function createGpTicker({
  round,
  load,
  tabs,
  leadership,
  visibility,
  intervalMs,
  now = Date.now,
}: GpTickerOptions): GpTicker {
  const store = createStore<GpTickerState>(() => INITIAL);
  const KEY = `kiosk_f1_ticker:${round}`;
  let leading = false;
  let inFlight = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let release: (() => void) | undefined;

  // The snapshot as last read or written. Storage is read again only when another tab wrote it (its
  // `storage` event): parsing and writing up to 300 entries on every read was most of the task in which
  // 'Ältere Einträge laden' answered, at 4× CPU over 50 ms (issue 30's bench).
  let shared: Snapshot | undefined;
  const reread = () => {
    const raw = tabs.read(KEY) as Partial<Snapshot> | undefined;
    shared = typeof raw?.fetchedAt == 'number' && Array.isArray(raw.entries) ? (raw as Snapshot) : undefined;
  };
  const share = (next: Snapshot) => {
    shared = next;
    tabs.write(KEY, next);
  };
  const derive = () => {
    if (!shared) return;
    const { name, state, lap, laps, classification, entries, more, failures } = shared;
    store.setState({
      name,
      state,
      lap,
      laps,
      classification,
      entries: keepUnchanged(store.getState().entries, entries),
      more,
      loading: false,
      failed: failures > 0,
    });
  };
  const schedule = () => {
    clearTimeout(timer);
    if (stopped || !leading || shared?.state == 'finished') return;
    const due = shared ? shared.fetchedAt + pollDelay(intervalMs, shared.failures) : now();
    timer = setTimeout(() => void poll(), Math.max(0, due - now()));
  };

  const poll = async () => {
    if (inFlight || stopped) return;
    inFlight = true;
    const before = shared;
    const newest = before?.entries[0]?.seq;
    const answer = await load(newest === undefined ? {} : { since: newest });
    inFlight = false;
    if (stopped) return;
    const previous = shared ?? before;
    let next: Snapshot;
    if (answer) {
      next = {
        name: answer.round.name,
        state: answer.state,
        lap: answer.lap,
        laps: answer.laps,
        classification: answer.classification,
        entries: mergeEntries(previous?.entries ?? [], answer.entries),
        more: previous ? previous.more : answer.more,
        fetchedAt: now(),
        failures: 0,
      };
    } else {
      logWarning('gp-ticker', 'the ticker could not be loaded; trying again later');
      next = { ...(previous ?? { ...INITIAL }), fetchedAt: now(), failures: (previous?.failures ?? 0) + 1 };
    }
    share(next);
    derive();
    schedule();
  };

  const follow = () => {
    if (stopped) return;
    if (visibility.hidden()) {
      // A hidden tab makes no requests; a visible one takes the lead.
      release?.();
      release = undefined;
      leading = false;
      clearTimeout(timer);
    } else if (!release) {
      release = leadership.request(
        () => {
          leading = true;
          schedule();
        },
        () => {
          leading = false;
          clearTimeout(timer);
        },
      );
    }
  };

  const unwatch = tabs.watch(KEY, () => {
    reread();
    derive();
    schedule();
  });
  const unwatchVisibility = visibility.onChange(follow);
  reread();
  derive();
  follow();

  return {
    store,
    retry: () => void poll(),
    async loadOlder() {
      const held = shared;
      const oldest = held?.entries.at(-1)?.seq;
      if (!held || oldest === undefined) return;
      const answer = await load({ before: oldest });
      if (!answer || stopped) return;
      const latest = shared ?? held;
      share({ ...latest, entries: mergeEntries(latest.entries, answer.entries), more: answer.more });
      derive();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      release?.();
      unwatch();
      unwatchVisibility();
    },
  };
}
