import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../src/bus.ts';
import { localTabStorage, type TabStorage } from '../../../src/kit/tab-storage.ts';
import { createOverlayLayer } from '../../../src/overlay/overlay-layer.ts';
import {
  AWAY_MS,
  createReturnOverlay,
  SNOOZE_MS,
  type DialogEnd,
} from '../../../widgets/inactive-tab-overlay/return-overlay.ts';
import { sharedTabs } from '../../support/shared-tabs.ts';

const HOUR = 3_600_000;
const SUGGESTIONS = ['a', 'b', 'c'];

/** One page view in one tab: its overlay layer, the rules, and what the dialog was asked to do. */
function pageView(storage: TabStorage, answer: () => Promise<readonly string[]> = async () => SUGGESTIONS) {
  const layer = createOverlayLayer({ bus: createBus(document), storage, arrivalMs: 0 });
  const opened: Array<{ suggestions: readonly string[]; end: DialogEnd; close: () => void }> = [];
  let video = false;
  const fetches = vi.fn(answer);
  const rules = createReturnOverlay<string>({
    storage,
    fetchSuggestions: fetches,
    overlay: async () => layer,
    open: async (suggestions, end) => {
      const entry = { suggestions, end, close: vi.fn(() => end.closed()) };
      opened.push(entry);
      return entry.close;
    },
    videoPlaying: () => video,
  });
  /** Hidden for `ms`, then back; settles once the dialog is open or not. */
  const away = async (ms: number) => {
    rules.hidden();
    await vi.advanceTimersByTimeAsync(ms);
    await rules.visible();
  };
  const last = () => opened.at(-1);
  return { layer, rules, opened, fetches, away, last, playVideo: (on: boolean) => (video = on) };
}

beforeEach(async () => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 10, 24, 9));
  await vi.advanceTimersByTimeAsync(0);
});
afterEach(() => vi.useRealTimers());

describe('inactive-tab overlay rules (issue 25)', () => {
  it('fetches when the tab turns hidden and shows after 60 s away, not after 59.9 s', async () => {
    const view = pageView(sharedTabs().tab());
    await view.away(AWAY_MS - 100);
    expect(view.fetches).toHaveBeenCalledTimes(1);
    expect(view.opened).toHaveLength(0);
    await view.away(AWAY_MS);
    // The suggestions in hand are used again: no second fetch.
    expect(view.fetches).toHaveBeenCalledTimes(1);
    expect(view.last()?.suggestions).toEqual(SUGGESTIONS);
  });

  it('shows at most once per page view', async () => {
    const storage = sharedTabs().tab();
    const view = pageView(storage);
    await view.away(AWAY_MS);
    view.last()?.end.followed();
    view.last()?.close();
    // Even with the 12 h cap gone (another site's storage), this page view is done.
    storage.remove('kiosk_overlay_shown');
    await view.away(2 * AWAY_MS);
    expect(view.opened).toHaveLength(1);
  });

  it('shows nothing without suggestions (failure, timeout, empty), and asks again on the next hide', async () => {
    let answer: readonly string[] = [];
    const view = pageView(sharedTabs().tab(), async () => answer);
    await view.away(AWAY_MS);
    expect(view.opened).toHaveLength(0);
    answer = SUGGESTIONS;
    await view.away(AWAY_MS);
    expect(view.fetches).toHaveBeenCalledTimes(2);
    expect(view.opened).toHaveLength(1);
  });

  it('shows nothing when the answer is still on its way at the return', async () => {
    const view = pageView(sharedTabs().tab(), () => new Promise(() => undefined));
    await view.away(AWAY_MS);
    expect(view.opened).toHaveLength(0);
  });

  it('shows once in 12 hours across two tabs', async () => {
    const tabs = sharedTabs();
    const a = pageView(tabs.tab());
    const b = pageView(tabs.tab());
    await a.away(AWAY_MS);
    expect(a.opened).toHaveLength(1);
    a.last()?.end.followed();
    a.last()?.close();
    await b.away(AWAY_MS);
    expect(b.opened).toHaveLength(0);
    await b.away(12 * HOUR - 3 * AWAY_MS);
    expect(b.opened).toHaveLength(0);
    await b.away(2 * AWAY_MS);
    expect(b.opened).toHaveLength(1);
  });

  it('after two closes in a row without a click, shows nothing for 7 days in any tab', async () => {
    const tabs = sharedTabs();
    const first = pageView(tabs.tab());
    await first.away(AWAY_MS);
    first.last()?.close();
    await vi.advanceTimersByTimeAsync(12 * HOUR);
    const second = pageView(tabs.tab());
    await second.away(AWAY_MS);
    second.last()?.close();
    await vi.advanceTimersByTimeAsync(12 * HOUR);
    const third = pageView(tabs.tab());
    await third.away(AWAY_MS);
    expect(third.opened).toHaveLength(0);
    // Snoozed: not even a fetch.
    expect(third.fetches).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SNOOZE_MS - 12 * HOUR);
    const later = pageView(tabs.tab());
    await later.away(AWAY_MS);
    expect(later.opened).toHaveLength(1);
  });

  it('a click between two closes starts the count again', async () => {
    const tabs = sharedTabs();
    const views = [];
    for (const end of ['close', 'click', 'close', 'show'] as const) {
      const view = pageView(tabs.tab());
      await view.away(AWAY_MS);
      expect(view.opened, end).toHaveLength(1);
      if (end == 'click') view.last()?.end.followed();
      view.last()?.close();
      views.push(view);
      await vi.advanceTimersByTimeAsync(12 * HOUR);
    }
  });

  it('with blocked storage, shows once per page view', async () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as Window;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let pageViews = 0; pageViews < 2; pageViews++) {
      const view = pageView(localTabStorage(blocked));
      await view.away(AWAY_MS);
      view.last()?.close();
      await view.away(AWAY_MS);
      expect(view.opened).toHaveLength(1);
    }
  });

  it('gives up its turn while another Kiosk dialog is open or a form field has focus', async () => {
    const view = pageView(sharedTabs().tab());
    const closeReader = view.layer.request({ id: 'bookmarks-panel', kind: 'reader', show: () => undefined });
    await view.away(AWAY_MS);
    closeReader();
    await vi.advanceTimersByTimeAsync(0);
    // Not shown late, when the reader's panel closes: it greets a return, not a later moment.
    expect(view.opened).toHaveLength(0);
    const unblock = view.layer.block('form-field');
    await view.away(AWAY_MS);
    unblock();
    expect(view.opened).toHaveLength(0);
    await view.away(AWAY_MS);
    expect(view.opened).toHaveLength(1);
  });

  it('shows nothing while a video plays', async () => {
    const view = pageView(sharedTabs().tab());
    view.playVideo(true);
    await view.away(AWAY_MS);
    expect(view.opened).toHaveLength(0);
    view.playVideo(false);
    await view.away(AWAY_MS);
    expect(view.opened).toHaveLength(1);
  });

  it('closes when a reader-opened pop-up pre-empts it, and does not count that as a close', async () => {
    const tabs = sharedTabs();
    for (let round = 0; round < 2; round++) {
      const view = pageView(tabs.tab());
      await view.away(AWAY_MS);
      expect(view.opened).toHaveLength(1);
      view.layer.request({ id: 'cart-drawer', kind: 'reader', show: () => undefined });
      await vi.advanceTimersByTimeAsync(0);
      expect(view.last()?.close).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(12 * HOUR);
    }
    const third = pageView(tabs.tab());
    await third.away(AWAY_MS);
    expect(third.opened).toHaveLength(1);
  });

  it('on unmount closes a shown dialog, frees its turn for the next pop-up, and counts no close', async () => {
    const tabs = sharedTabs();
    const view = pageView(tabs.tab());
    await view.away(AWAY_MS);
    const next: string[] = [];
    view.layer.request({ id: 'epaper', kind: 'unrequested', show: () => next.push('epaper') });
    view.rules.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(view.last()?.close).toHaveBeenCalledTimes(1);
    expect(next).toEqual(['epaper']);
    expect(tabs.entries.get('kiosk_inactive_tab')).toBeUndefined();
    await view.away(AWAY_MS);
    expect(view.opened).toHaveLength(1);
  });
});
