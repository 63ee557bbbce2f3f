import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { mount } from '../../../widgets/f1-live-teaser/index.ts';
import { TEASER_MARKUP } from '../../../widgets/f1-live-teaser/meta.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { kioskOnDemoHost, unmountMounted } from '../../support/test-kiosk.ts';

describe('f1-live-teaser mounted through the kit (issue 30)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    unmountMounted();
    dropPageShared('f1Season');
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const mountAt = async (now: string) => {
    vi.setSystemTime(new Date(now));
    const demo = kioskOnDemoHost({}, { now: () => new Date() });
    return { ...demo, ...(await demo.mountOn(mount, {}, TEASER_MARKUP)) };
  };
  const text = (element: HTMLElement, part: string) =>
    element.querySelector(`.kiosk-f1-${part}`)?.textContent;

  it('shows the countdown before the race, LIVE with the latest ticker entry once it starts, in the same box', async () => {
    const { element, backend } = await mountAt('2026-03-29T04:59:00Z');
    const { requests } = backend;
    const box = element.querySelector('.kiosk-f1-live-teaser');
    expect(text(element, 'countdown__left')).toBe('Noch 1 Min. 0 Sek.');
    expect(requests.filter((request) => request.url.includes('/f1/ticker/'))).toHaveLength(0);
    // The replay follows the race's own start on the backends' clock: entries arrive from lights out.
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(element.querySelector('.kiosk-f1-live-teaser')).toBe(box);
    expect(text(element, 'countdown__event')).toBe('LIVE Großer Preis von Japan – Rennen');
    expect(text(element, 'live-teaser__entry')).toMatch(/^Runde [12]: /);
    expect(element.querySelector('a')?.textContent).toBe('Zum Live-Ticker');
    const polls = requests.filter((request) => request.url.includes('/f1/ticker/2026-japan')).length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(requests.filter((request) => request.url.includes('/f1/ticker/2026-japan')).length).toBe(
      polls + 1,
    );
  });

  it('keeps the LIVE box, its link and the last entry when a poll fails', async () => {
    const { element, backend } = await mountAt('2026-03-29T05:10:00Z');
    await vi.advanceTimersByTimeAsync(0);
    const shown = text(element, 'live-teaser__entry');
    expect(shown).toMatch(/^Runde \d+: /);
    backend.failNext(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(backend.requests.filter((request) => request.url.includes('/f1/ticker/')).length).toBe(1);
    expect(text(element, 'countdown__live')).toBe('LIVE');
    expect(text(element, 'live-teaser__entry')).toBe(shown);
    expect(element.querySelector('a')?.textContent).toBe('Zum Live-Ticker');
  });

  it("reports 'F1-Widget / sichtbar' and 'klick' with the label teaser", async () => {
    const { element, kiosk } = await mountAt('2026-03-29T05:10:00Z');
    const events: unknown[] = [];
    kiosk.bus.on('analytics-event', (event) => events.push(event));
    FakeIntersectionObserver.reveal(element.querySelector('.kiosk-f1-live-teaser')!);
    element.querySelector('a')?.addEventListener('click', (event) => event.preventDefault());
    element.querySelector('a')?.click();
    expect(events).toEqual([
      { name: 'F1-Widget / sichtbar', props: { label: 'teaser' } },
      { name: 'F1-Widget / klick', props: { label: 'teaser' } },
    ]);
  });

  it('gives up the poll in flight when it is unmounted: no ticker call goes out after', async () => {
    const { backend, unmount } = await mountAt('2026-03-29T05:10:00Z');
    const sent = () => backend.requests.filter((request) => request.url.includes('/f1/ticker/')).length;
    const before = sent();
    unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent()).toBe(before);
  });
});
