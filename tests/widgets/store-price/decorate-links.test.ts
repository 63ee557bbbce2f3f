import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_STORE } from '../../../demo-host/api/store-price/seed.ts';
import type { AnalyticsEvent } from '../../../src/analytics/catalogue.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { decorateStoreLinks, LOOKUP_DELAY_MS } from '../../../widgets/store-price/decorate-links.ts';
import { createPriceCache } from '../../../features/store-price/price-cache.ts';
import { createPriceLookup } from '../../../features/store-price/price-lookup.ts';
import { createStoreLinkTest } from '../../../widgets/store-price/store-link.ts';
import { memoryStorage, routeFetchToDemoHost } from '../../support/demo-backend.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';

const DASHCAM = 'https://kauf.link/dashcam4k';

function setUp(html: string, marker?: string) {
  const backend = routeFetchToDemoHost();
  document.body.innerHTML = `<article data-widget="store-price">${html}</article>`;
  const root = document.querySelector('article')!;
  const events: AnalyticsEvent[] = [];
  const controller = new AbortController();
  const settings = { apiBase: `${backend.apiHost}/store-price`, store: DEMO_STORE.store, timeoutMs: 5000 };
  const stop = decorateStoreLinks({
    root,
    isStoreLink: createStoreLinkTest(DEMO_STORE),
    lookup: createPriceLookup(
      'store-price',
      settings,
      createPriceCache(() => memoryStorage()),
    ),
    track: (event) => events.push(event),
    signal: controller.signal,
    marker,
  });
  const priceCalls = () => backend.requests.map((request) => new URL(request.url).searchParams.get('url'));
  const link = (text: string) =>
    [...root.querySelectorAll('a')].find((a) => a.textContent?.startsWith(text))!;
  return { root, events, priceCalls, link, backend, stop: () => (controller.abort(), stop()) };
}

const observed = () => FakeIntersectionObserver.instances.flatMap((instance) => [...instance.observed]);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  resetLogMemory();
});
afterEach(() => {
  vi.useRealTimers();
  FakeIntersectionObserver.reset();
});

describe('store-price decorator', () => {
  it('looks a fully visible link up 1500 ms after it was found, not before, and appends the price as text', async () => {
    const { link, priceCalls, events } = setUp(`<p><a href="${DASHCAM}">Dashcam</a></p>`);
    FakeIntersectionObserver.reveal(link('Dashcam'));
    await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS - 1);
    expect(priceCalls()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(priceCalls()).toEqual([DASHCAM]);
    await vi.waitFor(() => expect(link('Dashcam').textContent).toBe('Dashcam (ab 89,99 €)'));
    expect(link('Dashcam').children).toHaveLength(0);
    expect(events).toEqual([{ name: 'affiliate_link_impression', props: { url: DASHCAM, price: '89,99' } }]);
  });

  it("carries the CMS's affiliate marker after the price and the price's time in its title (issue 23)", async () => {
    const { link } = setUp(`<p><a href="${DASHCAM}" title="Zum Shop">Dashcam</a></p>`, '*');
    FakeIntersectionObserver.reveal(link('Dashcam'));
    await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS);
    await vi.waitFor(() => expect(link('Dashcam').textContent).toBe('Dashcam (ab 89,99 €)*'));
    expect(link('Dashcam').title).toMatch(/^Zum Shop · Stand: \d\d\.\d\d\., \d\d:\d\d Uhr$/);
  });

  it('does not look up a link that is only partly visible, or leaves before 1500 ms', async () => {
    const { link, priceCalls } = setUp(`<p><a href="${DASHCAM}">Dashcam</a></p>`);
    FakeIntersectionObserver.reveal(link('Dashcam'), 0.5);
    await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS * 2);
    FakeIntersectionObserver.reveal(link('Dashcam'));
    await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS - 100);
    FakeIntersectionObserver.hide(link('Dashcam'));
    await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS * 2);
    expect(priceCalls()).toEqual([]);
    // Back in view: the delay starts again.
    FakeIntersectionObserver.reveal(link('Dashcam'));
    await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS);
    expect(priceCalls()).toEqual([DASHCAM]);
  });

  it('asks for one URL once, and every link with it gets the price', async () => {
    const { link, priceCalls, root } = setUp(
      `<p><a href="${DASHCAM}">Erste</a> und <a href="${DASHCAM}">Zweite</a></p>`,
    );
    FakeIntersectionObserver.reveal(link('Erste'));
    FakeIntersectionObserver.reveal(link('Zweite'));
    await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS);
    await vi.waitFor(() => expect(root.querySelectorAll('[data-kiosk-price="done"]')).toHaveLength(2));
    expect(link('Erste').textContent).toBe('Erste (ab 89,99 €)');
    expect(link('Zweite').textContent).toBe('Zweite (ab 89,99 €)');
    expect(priceCalls()).toEqual([DASHCAM]);
    // Seen again later: processed before, so neither asked nor decorated twice.
    FakeIntersectionObserver.reveal(link('Erste'));
    await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS);
    expect(link('Erste').textContent).toBe('Erste (ab 89,99 €)');
    expect(priceCalls()).toEqual([DASHCAM]);
  });

  it('watches neither other links nor those in a widget box', () => {
    const { link } = setUp(`<p><a href="/auto/">Übersicht</a> <a href="https://kauf.link/Gross">Groß</a></p>
      <aside class="widget"><a href="${DASHCAM}">Box</a></aside>`);
    expect(observed()).not.toContain(link('Übersicht'));
    expect(observed()).not.toContain(link('Groß'));
    expect(observed()).not.toContain(link('Box'));
    expect(observed()).toHaveLength(0);
  });

  it('decorates links added later', async () => {
    const { root, link, priceCalls } = setUp('<p>Text</p>');
    root.insertAdjacentHTML('beforeend', `<p><a href="https://kauf.link/warnweste">Weste</a></p>`);
    await vi.waitFor(() => expect(observed()).toContain(link('Weste')));
    FakeIntersectionObserver.reveal(link('Weste'));
    await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS);
    await vi.waitFor(() => expect(link('Weste').textContent).toBe('Weste (ab 9,99 €)'));
    expect(priceCalls()).toEqual(['https://kauf.link/warnweste']);
  });

  it('leaves the link as it was on a failing, malformed or markup answer, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { link, root, events } = setUp(`<p><a href="https://kauf.link/starthilfe">Starthilfe</a>
      <a href="https://kauf.link/reifendruck">Reifendruck</a> <a href="https://kauf.link/luftpumpe">Pumpe</a></p>`);
    for (const name of ['Starthilfe', 'Reifendruck', 'Pumpe']) FakeIntersectionObserver.reveal(link(name));
    await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS);
    await vi.waitFor(() => expect(root.querySelectorAll('[data-kiosk-price="none"]')).toHaveLength(3));
    expect([link('Starthilfe'), link('Reifendruck'), link('Pumpe')].map((a) => a.textContent)).toEqual([
      'Starthilfe',
      'Reifendruck',
      'Pumpe',
    ]);
    expect(root.querySelector('img')).toBeNull();
    expect(events).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('[kiosk:store-price] price lookup failed'),
      expect.any(String),
    );
  });

  it('reports the impression once the decorated link is fully seen, and clicks on it', async () => {
    const { link, events, backend } = setUp(`<p><a href="${DASHCAM}">Dashcam</a></p>`);
    const answer = backend.hold();
    FakeIntersectionObserver.reveal(link('Dashcam'));
    await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS);
    await answer.answered;
    FakeIntersectionObserver.hide(link('Dashcam'));
    void answer.release();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(link('Dashcam').textContent).toContain('€'));
    expect(events).toEqual([]);
    FakeIntersectionObserver.reveal(link('Dashcam'));
    expect(events.map((event) => event.name)).toEqual(['affiliate_link_impression']);
    link('Dashcam').addEventListener('click', (event) => event.preventDefault());
    link('Dashcam').click();
    expect(events.at(-1)).toEqual({ name: 'affiliate_link_click', props: { url: DASHCAM } });
  });

  it('stops watching and cancels waiting lookups on unmount', async () => {
    const { link, priceCalls, stop } = setUp(`<p><a href="${DASHCAM}">Dashcam</a></p>`);
    FakeIntersectionObserver.reveal(link('Dashcam'));
    stop();
    await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS * 2);
    expect(priceCalls()).toEqual([]);
    expect(observed()).toHaveLength(0);
  });
});
