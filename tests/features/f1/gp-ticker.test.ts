import { afterEach, describe, expect, it } from 'vitest';
import { createGpTicker, type GpTicker } from '../../../features/f1/gp-ticker.ts';
import { loadTicker } from '../../../features/f1/ticker-calls.ts';
import { leaseLeadership } from '../../../src/kit/leadership.ts';
import { localTabStorage, type TabStorage } from '../../../src/kit/tab-storage.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

const KEY = 'kiosk_f1_ticker:2026-japan';

describe('the GP ticker store (issue 30)', () => {
  const tickers: GpTicker[] = [];
  afterEach(() => {
    tickers.splice(0).forEach((ticker) => ticker.stop());
    localStorage.clear();
  });

  /** The finished race's ticker on the demo host, once its first page is in (in real time: the HTTP client's module loads with the first call). */
  async function loadedTicker(tabs: TabStorage) {
    const { kiosk } = kioskOnDemoHost({}, { now: () => new Date() });
    const ticker = createGpTicker({
      round: '2026-japan',
      load: (query) => loadTicker(kiosk, '2026-japan', query, { timeoutMs: 8_000 }),
      tabs,
      leadership: leaseLeadership({ tabs: localTabStorage(), key: 'lease', tabId: 'tab', ttlMs: 15_000 }),
      visibility: { hidden: () => false, onChange: () => () => undefined },
      intervalMs: 15_000,
    });
    tickers.push(ticker);
    const until = performance.now() + 5_000;
    while (ticker.store.getState().loading && performance.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ticker.store.getState().entries).toHaveLength(30);
    return ticker;
  }

  it("keeps the objects of entries that did not change when 'Ältere Einträge laden' merges a page, so only new rows render", async () => {
    const ticker = await loadedTicker(localTabStorage());
    const held = ticker.store.getState().entries;
    await ticker.loadOlder();
    const merged = ticker.store.getState().entries;
    expect(merged).toHaveLength(60);
    expect(merged.slice(0, 30).every((entry, index) => entry === held[index])).toBe(true);
  });

  it("reads the shared snapshot again only when another tab wrote it, not for its own poll or 'Ältere Einträge laden'", async () => {
    const storage = localTabStorage();
    let reads = 0;
    const ticker = await loadedTicker({ ...storage, read: (key) => (reads++, storage.read(key)) });
    await ticker.loadOlder();
    expect(ticker.store.getState().entries).toHaveLength(60);
    expect(reads).toBe(1);
    // Another tab's write arrives as a `storage` event: that one is read, and shown.
    const written = storage.read(KEY) as { entries: unknown[] };
    localStorage.setItem(KEY, JSON.stringify({ ...written, entries: written.entries.slice(0, 5) }));
    dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(reads).toBe(2);
    expect(ticker.store.getState().entries).toHaveLength(5);
  });
});
