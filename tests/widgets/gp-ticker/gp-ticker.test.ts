import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../widgets/gp-ticker/index.tsx';
import { FAILED_TEXT } from '../../../widgets/gp-ticker/gp-ticker.tsx';
import { TICKER_MARKUP } from '../../../widgets/gp-ticker/meta.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

describe('gp-ticker mounted through the kit (issue 30)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    localStorage.clear();
  });
  const unmounts: Array<() => void> = [];
  afterEach(() => {
    // A ticker left running would poll through the next test's backend.
    unmounts.splice(0).forEach((unmount) => unmount());
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The US race replayed from now at 4×, the ticker mounted on it. */
  const mountLive = async () => {
    const demo = kioskOnDemoHost({}, { now: () => new Date() });
    await demo.backend.app.request('/api/f1/demo/replay/2026-usa?in=0&speed=4', { method: 'POST' });
    const mounted = await demo.mountOn(mount, { round: '2026-usa' }, TICKER_MARKUP);
    unmounts.push(mounted.unmount);
    await vi.advanceTimersByTimeAsync(0);
    // The first call brings the HTTP client's module (issue 22), in real time: on a loaded machine later
    // than the fake clock's step. Waited for without moving the race's clock.
    const until = performance.now() + 5_000;
    while (!mounted.element.querySelector('.kiosk-gp-ticker__name') && performance.now() < until)
      await new Promise((resolve) => setImmediate(resolve));
    return { ...demo, ...mounted };
  };
  /**
   * The entries beyond the first twenty go in a slice per task: a timer each (1 ms on the fake clock),
   * and React renders each in real time, after the timer.
   */
  const allSlices = async () => {
    for (let slice = 0; slice < 20; slice++) {
      await vi.advanceTimersByTimeAsync(1);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const seqs = (element: HTMLElement) =>
    [...element.querySelectorAll('.kiosk-gp-ticker__entry')].map((entry) =>
      Number(entry.getAttribute('data-seq')),
    );

  it('shows the GP, Live – Runde n/56, the start entry, and new entries newest first as they arrive (polls with client and ab)', async () => {
    const { element, backend } = await mountLive();
    expect(element.querySelector('.kiosk-gp-ticker__name')?.textContent).toBe('Großer Preis der USA');
    expect(element.querySelector('.kiosk-gp-ticker__state')?.textContent).toBe('Live – Runde 1/56');
    expect(element.querySelector('.kiosk-gp-ticker__entry')?.textContent).toContain('Start');
    await vi.advanceTimersByTimeAsync(90_000);
    const shown = seqs(element);
    expect(shown.length).toBeGreaterThan(10);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(element.querySelectorAll('.kiosk-gp-ticker__top tbody tr')).toHaveLength(10);
    // Polls ask only for what is new, through the generic call: the site's client and ab go along.
    const poll = new URL(backend.requests.at(-1)!.url);
    expect(poll.search).toMatch(/since=\d+/);
    expect([poll.searchParams.get('client'), poll.searchParams.get('ab')]).toEqual(['ams-web', '0']);
  });

  it("filters to 'Nur wichtige Ereignisse'", async () => {
    const demo = kioskOnDemoHost({}, { now: () => new Date() });
    await demo.backend.app.request('/api/f1/demo/replay/2026-usa?in=0&speed=4', { method: 'POST' });
    vi.setSystemTime(new Date('2026-11-24T10:20:00Z'));
    const { element, unmount } = await demo.mountOn(mount, { round: '2026-usa' }, TICKER_MARKUP);
    unmounts.push(unmount);
    await vi.advanceTimersByTimeAsync(0);
    await allSlices();
    const all = seqs(element);
    fireEvent.click(within(element).getByRole('checkbox', { name: 'Nur wichtige Ereignisse' }));
    expect(
      element.querySelectorAll('.kiosk-gp-ticker__entry:not(.kiosk-gp-ticker__entry--important)'),
    ).toHaveLength(0);
    const important = [...element.querySelectorAll('.kiosk-gp-ticker__entry')];
    fireEvent.click(within(element).getByRole('checkbox', { name: 'Nur wichtige Ereignisse' }));
    // At once the first twenty come back, the rest a slice per task; the important ones stay mounted.
    expect(seqs(element).slice(0, 20)).toEqual(all.slice(0, 20));
    expect(seqs(element).length).toBeLessThan(all.length);
    await allSlices();
    expect(seqs(element)).toEqual(all);
    expect(important.every((entry) => entry.isConnected)).toBe(true);
  });

  it("loads older entries with 'Ältere Einträge laden', each once, and keeps focus on the button", async () => {
    const demo = kioskOnDemoHost({}, { now: () => new Date() });
    await demo.backend.app.request('/api/f1/demo/replay/2026-usa?in=0&speed=4', { method: 'POST' });
    vi.setSystemTime(new Date('2026-11-24T10:20:00Z'));
    const { element, unmount } = await demo.mountOn(mount, { round: '2026-usa' }, TICKER_MARKUP);
    unmounts.push(unmount);
    await vi.advanceTimersByTimeAsync(0);
    await allSlices();
    expect(seqs(element)).toHaveLength(30);
    const older = within(element).getByRole('button', { name: 'Ältere Einträge laden' });
    older.focus();
    fireEvent.click(older);
    await vi.advanceTimersByTimeAsync(0);
    await allSlices();
    const shown = seqs(element);
    expect(shown).toHaveLength(60);
    expect(new Set(shown).size).toBe(60);
    expect(document.activeElement).toBe(older);
  });

  it("keeps the entries and says 'Aktualisierung fehlgeschlagen – wir versuchen es weiter.' when a poll fails", async () => {
    const { element, backend } = await mountLive();
    await vi.advanceTimersByTimeAsync(60_000);
    const shown = seqs(element);
    backend.failNext(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(element.textContent).toContain(FAILED_TEXT);
    expect(seqs(element)).toEqual(shown);
    // Backed off: the next try comes after twice the interval, and then all is well.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(element.textContent).not.toContain(FAILED_TEXT);
  });

  it("reports 'F1-Widget / sichtbar' and 'klick' with the label ticker", async () => {
    const { element, kiosk } = await mountLive();
    const events: unknown[] = [];
    kiosk.bus.on('analytics-event', (event) => events.push(event));
    FakeIntersectionObserver.reveal(element);
    fireEvent.click(within(element).getByRole('checkbox', { name: 'Nur wichtige Ereignisse' }));
    expect(events).toEqual([
      { name: 'F1-Widget / sichtbar', props: { label: 'ticker' } },
      { name: 'F1-Widget / klick', props: { label: 'ticker' } },
    ]);
  });

  it('makes no request while the tab is hidden', async () => {
    const { backend } = await mountLive();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    const before = backend.requests.length;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(backend.requests.length).toBe(before);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.requests.length).toBe(before + 1);
  });
});
