import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaseLeadership } from '../../../src/kit/leadership.ts';
import { createNewsTicker, type NewsTicker } from '../../../features/newsticker/news-ticker.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';
import { fakeVisibility, sharedTabs } from '../../support/shared-tabs.ts';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 23, 12, 0, 30);

describe('newsticker: polling, unread and tabs (issue 14)', () => {
  let demo: ReturnType<typeof routeFetchToDemoHost>;
  let hub: ReturnType<typeof sharedTabs>;
  let tickers: NewsTicker[];

  beforeEach(async () => {
    vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resetLogMemory();
    // The backend reads the same faked clock, so its new item a minute follows the test's time.
    demo = routeFetchToDemoHost({ now: () => new Date() });
    hub = sharedTabs();
    tickers = [];
    // Automatic items off: each test publishes what it needs.
    await demo.app.request('/api/newsticker/demo/ams/ticking/off', { method: 'POST' });
  });
  afterEach(() => {
    for (const ticker of tickers) ticker.stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const feedRequests = () => demo.requests.filter((request) => request.url.includes('/newsticker/feed'));
  const control = (path: string) => demo.app.request(`/api/newsticker/demo/ams/${path}`, { method: 'POST' });

  let tabCount = 0;
  function openTab(hidden = false) {
    const tabs = hub.tab();
    const visibility = fakeVisibility(hidden);
    const ticker = createNewsTicker({
      project: 'ams',
      apiHost: demo.apiHost,
      tabs,
      leadership: leaseLeadership({ tabs, key: 'lease', tabId: `tab-${++tabCount}`, ttlMs: 15_000 }),
      visibility,
      intervalMs: MINUTE,
      timeoutMs: 10_000,
    });
    tickers.push(ticker);
    return { ticker, visibility, state: () => ticker.store.getState() };
  }

  it('starts loading with hasNewArticle true (spec 3.11), then shows the feed with nothing unread', async () => {
    const tab = openTab();
    expect(tab.state()).toMatchObject({ loading: true, hasNewArticle: true, items: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.state()).toMatchObject({
      loading: false,
      hasNewArticle: false,
      unread: 0,
      latestArticleId: 'ams-11',
      failed: false,
    });
    expect(tab.state().items).toHaveLength(10);
    expect(tab.state().latestArticleDate).toBe(tab.state().items[0]?.date);
  });

  it('counts a new item in every tab, and opening the list in one clears the badge in all', async () => {
    const first = openTab();
    const second = openTab();
    await vi.advanceTimersByTimeAsync(0);
    await control('publish');
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(first.state()).toMatchObject({ unread: 1, hasNewArticle: true, latestArticleId: 'ams-12' });
    expect(second.state()).toMatchObject({ unread: 1, hasNewArticle: true });

    second.ticker.markSeen();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.state()).toMatchObject({ unread: 0, hasNewArticle: false });
    expect(second.state()).toMatchObject({ unread: 0, hasNewArticle: false });
  });

  it('polls from one tab only: three visible tabs make one request a minute', async () => {
    openTab();
    openTab();
    openTab();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    // The first load, then one a minute.
    expect(feedRequests()).toHaveLength(61);
  });

  it('answers an unchanged feed with an empty 304 to a conditional request', async () => {
    openTab();
    await vi.advanceTimersByTimeAsync(MINUTE);
    const [first, second] = feedRequests();
    expect(first?.headers.get('If-None-Match')).toBeNull();
    expect(second?.headers.get('If-None-Match')).toBe('"ams-12-10"');
  });

  it('makes no requests while the tab is hidden and refreshes once on return', async () => {
    const tab = openTab();
    await vi.advanceTimersByTimeAsync(0);
    tab.visibility.set(true);
    await control('publish');
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(feedRequests()).toHaveLength(1);

    tab.visibility.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(feedRequests()).toHaveLength(2);
    expect(tab.state().unread).toBe(1);
  });

  it('on return within the interval waits for the shared due time instead of asking again', async () => {
    const tab = openTab();
    await vi.advanceTimersByTimeAsync(0);
    tab.visibility.set(true);
    await vi.advanceTimersByTimeAsync(20_000);
    tab.visibility.set(false);
    await vi.advanceTimersByTimeAsync(39_000);
    expect(feedRequests()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(feedRequests()).toHaveLength(2);
  });

  it('hands polling to a visible tab when the polling one is hidden', async () => {
    const first = openTab();
    openTab();
    await vi.advanceTimersByTimeAsync(0);
    first.visibility.set(true);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(feedRequests()).toHaveLength(11);
  });

  it('backs off after failures (1, 2, 4 … intervals), shows the failure, and recovers', async () => {
    const tab = openTab();
    await vi.advanceTimersByTimeAsync(0);
    await control('mode/fail');
    const times: number[] = [];
    const count = () => feedRequests().length;
    let seen = count();
    for (let step = 0; step < 16 * MINUTE; step += 1_000) {
      await vi.advanceTimersByTimeAsync(1_000);
      if (count() > seen) {
        times.push((Date.now() - START) / MINUTE);
        seen = count();
      }
    }
    // Failed at 1 min; then after 2 and 4 more minutes (3, 7); the next would be at 15.
    expect(times).toEqual([1, 3, 7, 15]);
    expect(tab.state()).toMatchObject({ failed: true, loading: false });
    expect(tab.state().items).toHaveLength(10);

    await control('mode/ok');
    tab.ticker.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.state().failed).toBe(false);
    const before = count();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(count()).toBe(before + 1);
  });

  it('keeps one request in flight: retries during a slow answer add none', async () => {
    await control('mode/slow');
    const tab = openTab();
    await vi.advanceTimersByTimeAsync(100);
    tab.ticker.retry();
    tab.ticker.retry();
    await vi.advanceTimersByTimeAsync(100);
    expect(feedRequests()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(tab.state().loading).toBe(false);
  });

  it('fails a request that takes longer than the timeout, and the list stays empty but not loading', async () => {
    await control('mode/slow');
    const tabs = hub.tab();
    const ticker = createNewsTicker({
      project: 'ams',
      apiHost: demo.apiHost,
      tabs,
      leadership: leaseLeadership({ tabs, key: 'lease', tabId: 'quick', ttlMs: 15_000 }),
      visibility: fakeVisibility(),
      intervalMs: MINUTE,
      timeoutMs: 1_000,
    });
    tickers.push(ticker);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(ticker.store.getState()).toMatchObject({ loading: false, failed: true, items: [] });
  });

  it('throws nothing on a broken stored snapshot from the host page; it reloads the feed', async () => {
    hub.entries.set('kiosk_newsticker_feed:ams', '{"items":[{"id":1}],"fetchedAt":"x"}');
    const tab = openTab();
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.state().items).toHaveLength(10);
  });
});
