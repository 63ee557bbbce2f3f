import { createStore, type StoreApi } from 'zustand/vanilla';
import { logWarning } from '../../src/log.ts';
import { fetchFeed, type FeedAnswer, type FeedRequest } from './feed-client.ts';
import type { Leadership } from '../../src/kit/leadership.ts';
import { pollDelay } from '../../src/kit/poll-delay.ts';
import { readFeed, type NewsItem } from './news-item.ts';
import type { TabStorage } from '../../src/kit/tab-storage.ts';
import { seenMarkOf, unreadCount, type SeenMark } from './unread.ts';

/**
 * spec 3.11 / 4.9: the newsticker state. `loading` and `hasNewArticle` start true (spec 3.11); the
 * transitions are issue 14's design and are written down in the README's newsticker section.
 */
export interface NewsState {
  loading: boolean;
  hasNewArticle: boolean;
  latestArticleId: string | undefined;
  latestArticleDate: string | undefined;
  /** The latest items, newest first. */
  items: NewsItem[];
  /** How many items are newer than the newest one the reader has seen. */
  unread: number;
  /** The last request failed; the items (if any) are the last ones that arrived. */
  failed: boolean;
  /** When the last request (of any tab) ended: what relative times are measured from. */
  checkedAt: number | undefined;
}

/** What the polling tab shares with the others after every request. */
interface Snapshot {
  items: NewsItem[];
  etag: string | undefined;
  /** When the last request ended, in any tab: the next poll is due one interval (or backoff) later. */
  fetchedAt: number;
  /** Failed requests in a row; 0 after a success. */
  failures: number;
}

export interface Visibility {
  hidden(): boolean;
  onChange(listener: () => void): () => void;
}

export interface TickerOptions {
  project: string;
  apiHost: string;
  tabs: TabStorage;
  leadership: Leadership;
  visibility: Visibility;
  /** Time between two polls while nothing fails. */
  intervalMs: number;
  timeoutMs: number;
  now?: () => number;
  fetch?: (request: FeedRequest) => Promise<FeedAnswer>;
}

export interface NewsTicker {
  store: StoreApi<NewsState>;
  /** The reader opened the list: everything in it counts as seen, in every tab. */
  markSeen(): void;
  /** The reader asked for a new try ('Erneut versuchen'): request now, whichever tab polls. */
  retry(): void;
  stop(): void;
}

export const feedKey = (project: string) => `kiosk_newsticker_feed:${project}`;
export const seenKey = (project: string) => `kiosk_newsticker_seen:${project}`;

const INITIAL: NewsState = {
  loading: true,
  hasNewArticle: true,
  latestArticleId: undefined,
  latestArticleDate: undefined,
  items: [],
  unread: 0,
  failed: false,
  checkedAt: undefined,
};

/**
 * The newsticker of one page (issue 14): one tab of the site polls the feed for all (`leadership`),
 * only while it is visible; it shares each answer through `tabs`, where every tab (visible or not)
 * reads it. A tab that becomes visible asks to lead and polls at once if the shared answer is older
 * than the interval, else when it falls due. Never more than one request of this tab is in flight.
 */
export function createNewsTicker(options: TickerOptions): NewsTicker {
  const { project, tabs, leadership, visibility, intervalMs, now = Date.now } = options;
  const load = options.fetch ?? fetchFeed;
  const store = createStore<NewsState>(() => INITIAL);
  const FEED = feedKey(project);
  const SEEN = seenKey(project);
  let leading = false;
  let inFlight = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let release: (() => void) | undefined;

  /** The shared answer, checked again: storage is the host page's, and anything may be in it. */
  const snapshot = (): Snapshot | undefined => {
    const raw = tabs.read(FEED) as Partial<Snapshot> | undefined;
    if (typeof raw?.fetchedAt != 'number') return undefined;
    const items = readFeed({ items: raw.items });
    // Not silently empty: a host library that rewrote the stored list is worth one line.
    if (!items)
      logWarning('newsticker', 'the shared feed in localStorage holds no list; shown empty', raw.items);
    return {
      items: items ?? [],
      etag: typeof raw.etag == 'string' ? raw.etag : undefined,
      fetchedAt: raw.fetchedAt,
      failures: typeof raw.failures == 'number' ? raw.failures : 0,
    };
  };
  const seenMark = (): SeenMark | undefined => {
    const raw = tabs.read(SEEN) as Partial<SeenMark> | undefined;
    return typeof raw?.id == 'string' && typeof raw.time == 'number'
      ? { id: raw.id, time: raw.time }
      : undefined;
  };

  const derive = () => {
    const shared = snapshot();
    if (!shared) return;
    const { items } = shared;
    let seen = seenMark();
    if (!seen && items.length > 0) {
      // A first visit starts from the feed as it is: the list is not a backlog of unread news.
      seen = seenMarkOf(items);
      tabs.write(SEEN, seen);
    }
    const unread = unreadCount(items, seen);
    store.setState({
      loading: false,
      hasNewArticle: unread > 0,
      latestArticleId: items[0]?.id,
      latestArticleDate: items[0]?.date,
      items,
      unread,
      failed: shared.failures > 0,
      checkedAt: shared.fetchedAt,
    });
  };

  const schedule = () => {
    clearTimeout(timer);
    if (stopped || !leading) return;
    const shared = snapshot();
    const due = shared ? shared.fetchedAt + pollDelay(intervalMs, shared.failures) : now();
    timer = setTimeout(() => void poll(), Math.max(0, due - now()));
  };

  const poll = async () => {
    if (inFlight || stopped) return;
    inFlight = true;
    clearTimeout(timer);
    const before = snapshot();
    const answer = await load({
      apiHost: options.apiHost,
      project,
      etag: before?.items.length ? before.etag : undefined,
      timeoutMs: options.timeoutMs,
    });
    inFlight = false;
    if (stopped) return;
    const fetchedAt = now();
    const previous = snapshot() ?? before;
    let next: Snapshot;
    if (answer.kind == 'fresh') next = { items: answer.items, etag: answer.etag, fetchedAt, failures: 0 };
    else if (answer.kind == 'unchanged' && previous) next = { ...previous, fetchedAt, failures: 0 };
    else {
      logWarning(
        'newsticker',
        `the feed could not be loaded (${answer.kind == 'failed' ? answer.reason : '304 without items'}); trying again later`,
      );
      next = {
        items: previous?.items ?? [],
        etag: previous?.etag,
        fetchedAt,
        failures: (previous?.failures ?? 0) + 1,
      };
    }
    tabs.write(FEED, next);
    derive();
    schedule();
  };

  const follow = () => {
    if (stopped) return;
    if (visibility.hidden()) {
      // A hidden tab makes no requests; another visible tab takes the lead.
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

  const unwatchFeed = tabs.watch(FEED, () => {
    derive();
    // Another tab's request (a retry) moves the next due time.
    schedule();
  });
  const unwatchSeen = tabs.watch(SEEN, derive);
  const unwatchVisibility = visibility.onChange(follow);
  derive();
  follow();

  return {
    store,
    markSeen() {
      const mark = seenMarkOf(store.getState().items);
      if (!mark) return;
      tabs.write(SEEN, mark);
      derive();
    },
    retry: () => void poll(),
    stop() {
      stopped = true;
      clearTimeout(timer);
      release?.();
      unwatchFeed();
      unwatchSeen();
      unwatchVisibility();
    },
  };
}
