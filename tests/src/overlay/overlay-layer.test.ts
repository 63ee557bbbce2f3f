import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOverlayLayer,
  type CapLocks,
  type OverlayRequest,
} from '../../../src/overlay/overlay-layer.ts';
import { createBus } from '../../../src/bus.ts';
import type { KioskEvents } from '../../../src/events.ts';
import { sharedTabs } from '../../support/shared-tabs.ts';
import { tabLocks } from '../../support/tab-locks.ts';

const ARRIVAL_MS = 5_000;
const HOUR = 3_600_000;
/** Lets the simulated tabs' lock grants and storage updates through (a few tasks, each a moment later). */
const settle = () => vi.advanceTimersByTimeAsync(10);

/** One tab's layer with a log of what it showed and hid, and the events it emitted. */
function tab(storage = sharedTabs().tab(), locks?: CapLocks) {
  const bus = createBus(document);
  const events: Array<KioskEvents['overlay']> = [];
  bus.on('overlay', (event) => events.push(event));
  const layer = createOverlayLayer({ bus, storage, arrivalMs: ARRIVAL_MS, locks });
  const log: string[] = [];
  const ask = (id: string, kind: OverlayRequest['kind'], extra: Partial<OverlayRequest> = {}) =>
    layer.request({
      id,
      kind,
      show: () => log.push(`show ${id}`),
      hide: () => log.push(`hide ${id}`),
      ...extra,
    });
  return { layer, log, events, ask };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('overlay layer (spec 2.2, issue 24)', () => {
  it('shows no unrequested pop-up on arrival, then one at a time by priority', () => {
    const { log, ask } = tab();
    const closeLow = ask('newsletter', 'unrequested', { priority: 1 });
    const closeHigh = ask('inactive-tab', 'unrequested', { priority: 5 });
    vi.advanceTimersByTime(ARRIVAL_MS - 1);
    expect(log).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['show inactive-tab']);
    closeLow();
    expect(log).toEqual(['show inactive-tab']);
    ask('epaper', 'unrequested');
    closeHigh();
    expect(log).toEqual(['show inactive-tab', 'show epaper']);
  });

  it('lets a reader-opened pop-up pre-empt an unrequested one at once, even on arrival', () => {
    const { log, events, ask } = tab();
    vi.advanceTimersByTime(ARRIVAL_MS);
    ask('newsletter', 'unrequested');
    const closePanel = ask('bookmarks-panel', 'reader');
    expect(log).toEqual(['show newsletter', 'hide newsletter', 'show bookmarks-panel']);
    expect(events.map(({ id, state }) => `${id} ${state}`)).toEqual([
      'newsletter queued',
      'newsletter shown',
      'newsletter pre-empted',
      'bookmarks-panel shown',
    ]);
    ask('epaper', 'unrequested');
    expect(log.at(-1)).toBe('show bookmarks-panel');
    closePanel();
    expect(log.at(-1)).toBe('show epaper');
  });

  it('holds unrequested pop-ups while something is pending (consent banner, paywall verdict, form field)', () => {
    const { layer, log, ask } = tab();
    const consentPending = layer.block('consent');
    const fieldFocused = layer.block('form-field');
    ask('newsletter', 'unrequested');
    vi.advanceTimersByTime(ARRIVAL_MS * 2);
    consentPending();
    expect(log).toEqual([]);
    fieldFocused();
    expect(log).toEqual(['show newsletter']);
  });

  it('shares frequency caps across tabs', async () => {
    const tabs = sharedTabs();
    const first = tab(tabs.tab());
    const second = tab(tabs.tab());
    const cap = { times: 1, perMs: HOUR };
    vi.advanceTimersByTime(ARRIVAL_MS);
    first.ask('inactive-tab', 'unrequested', { cap })();
    await Promise.resolve();
    second.ask('inactive-tab', 'unrequested', { cap });
    expect(first.log).toEqual(['show inactive-tab']);
    expect(second.log).toEqual([]);
    expect(second.events.at(-1)).toEqual({ id: 'inactive-tab', state: 'capped' });

    vi.advanceTimersByTime(HOUR);
    second.ask('inactive-tab', 'unrequested', { cap });
    expect(second.log).toEqual(['show inactive-tab']);
  });

  it('lets one of two tabs show when their turns come in the same instant (the cap claimed under a lock)', async () => {
    const tabs = sharedTabs({ lagging: true });
    const locks = tabLocks();
    const both = [tab(tabs.tab(), locks), tab(tabs.tab(), locks)];
    const cap = { times: 1, perMs: HOUR };
    for (const { ask } of both) ask('epaper-1', 'unrequested', { cap });
    await vi.advanceTimersByTimeAsync(ARRIVAL_MS);
    await settle();
    expect(both.map(({ log }) => log.length)).toEqual([1, 0]);
    expect(both[1]!.events.at(-1)).toEqual({ id: 'epaper-1', state: 'capped' });
  });

  it('passes a now-or-never request when its turn does not come at once, or its cap is used up', async () => {
    const tabs = sharedTabs();
    const locks = tabLocks();
    const { log, ask } = tab(tabs.tab(), locks);
    const passed = vi.fn();
    const cap = { times: 1, perMs: HOUR };
    ask('inactive-tab', 'unrequested', { cap, passed });
    expect(passed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ARRIVAL_MS);
    expect(log).toEqual([]);

    ask('inactive-tab', 'unrequested', { cap, passed });
    await settle();
    expect(log).toEqual(['show inactive-tab']);
    const other = tab(tabs.tab(), locks);
    await vi.advanceTimersByTimeAsync(ARRIVAL_MS);
    other.ask('inactive-tab', 'unrequested', { cap, passed });
    await settle();
    expect(other.log).toEqual([]);
    expect(passed).toHaveBeenCalledTimes(2);
  });

  it('never lets two unrequested pop-ups overlap', () => {
    const { log, ask } = tab();
    vi.advanceTimersByTime(ARRIVAL_MS);
    ask('a', 'unrequested');
    ask('b', 'unrequested', { priority: 9 });
    expect(log).toEqual(['show a']);
  });
});
