import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../../src/analytics/catalogue.ts';
import { createBus } from '../../../src/bus.ts';
import type { PageData } from '../../../src/config.ts';
import { affiliateSelectors } from '../../../src/page/affiliate-links.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { settle } from '../../support/settle.ts';

/** What a real observer reports that the rules read: the ratio, and which threshold asked. */
class RatioObserver extends FakeIntersectionObserver {
  constructor(
    readonly notify: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    super(notify);
  }
}

const pageWith = (tracking?: Record<string, unknown>): PageData =>
  ({ ab_test: 'A', isAdvertorial: false, isCongress: false, stats: { tracking } }) as PageData;
const gaSelectors = (affiliateLinkSelectors: unknown) =>
  pageWith({ ga: { config: { affiliateLinkSelectors } } });

describe('marked elements (spec 9.6, issue 31)', () => {
  let events: AnalyticsEvent[];
  /**
   * The observer watches for the page's life (it has no stop), so each case runs it in a root of its
   * own with fresh modules: the page's shared visibility observers and the log's memory start empty.
   */
  let root: HTMLElement;
  const start = async (page: PageData = pageWith()) => {
    const bus = createBus(new EventTarget());
    const seen: AnalyticsEvent[] = (events = []);
    bus.on('analytics-event', (event) => seen.push(event));
    const { trackMarkedElements } = await import('../../../src/page/marked-elements.ts');
    return trackMarkedElements(bus, page, root);
  };
  const element = (selector: string) => document.querySelector<HTMLElement>(selector)!;

  beforeEach(() => {
    events = [];
    vi.resetModules();
    root = document.body.appendChild(document.createElement('main'));
    FakeIntersectionObserver.reset();
    vi.stubGlobal('IntersectionObserver', RatioObserver);
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("sends '{Area} / sichtbar' once per element at 0.1 and '{Area} / klick' per click, with the position", async () => {
    root.innerHTML = `
      <aside id="box" data-kiosk-element="productBox" data-kiosk-position="2"><a href="#x">Zum Test</a></aside>
      <a id="related" data-kiosk-element="relatedArticle" href="/artikel/">Verwandt</a>`;
    await start();
    FakeIntersectionObserver.reveal(element('#box'), 0.05);
    expect(events).toEqual([]);
    FakeIntersectionObserver.reveal(element('#box'), 0.1);
    FakeIntersectionObserver.hide(element('#box'));
    FakeIntersectionObserver.reveal(element('#box'), 1);
    element('#box a').click();
    element('#box a').click();
    element('#related').click();
    expect(events).toEqual([
      { name: 'Produktbox / sichtbar', props: { position: 2 } },
      { name: 'Produktbox / klick', props: { position: 2 } },
      { name: 'Produktbox / klick', props: { position: 2 } },
      { name: 'Verwandter Artikel / klick', props: {} },
    ]);
  });

  it('counts a home-page rotation slide as seen only when nearly whole (0.9)', async () => {
    root.innerHTML = '<li id="slide" data-kiosk-element="homeRotation" data-kiosk-position="3"></li>';
    await start();
    const observer = FakeIntersectionObserver.instances[0] as RatioObserver;
    expect(observer.options.threshold).toBe(0.9);
    FakeIntersectionObserver.reveal(element('#slide'), 0.5);
    expect(events).toEqual([]);
    FakeIntersectionObserver.reveal(element('#slide'), 0.92);
    expect(events).toEqual([{ name: 'Startseiten-Rotation / sichtbar', props: { position: 3 } }]);
  });

  it('finds affiliate links by the page selectors, adds rel=sponsored, and counts a marked one once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    root.innerHTML = `
      <p><a id="a" class="aff" rel="nofollow" href="https://shop.example/1">A</a>
      <a id="b" data-aff href="https://shop.example/2" data-kiosk-element="affiliateLink">B</a>
      <a id="c" href="https://shop.example/3">C</a></p>`;
    await start(gaSelectors(['a.aff', '[data-aff]', 'a[', 42]));
    // The selectors' reader is a chunk of its own (affiliate-links.ts).
    await vi.waitFor(() => expect(element('#a').getAttribute('rel')).toBe('nofollow sponsored'));
    expect(element('#b').getAttribute('rel')).toBe('sponsored');
    expect(element('#c').hasAttribute('rel')).toBe(false);
    for (const id of ['#a', '#b', '#c']) FakeIntersectionObserver.reveal(element(id), 1);
    element('#b').click();
    expect(events.map((event) => event.name)).toEqual([
      'Affiliate-Link / sichtbar',
      'Affiliate-Link / sichtbar',
      'Affiliate-Link / klick',
    ]);
  });

  it('finds affiliate links added later too', async () => {
    root.innerHTML = '<a id="early" class="aff" href="https://shop.example/3">E</a>';
    await start(gaSelectors('a.aff'));
    expect(element('#early').getAttribute('rel')).toBe('sponsored');
    root.insertAdjacentHTML('beforeend', '<a id="late" class="aff" href="https://shop.example/4">L</a>');
    await vi.waitFor(() => expect(element('#late').getAttribute('rel')).toBe('sponsored'));
  });

  it("rejects when the selectors' chunk fails to load, for the caller's guard to log; marked elements still report", async () => {
    vi.doMock('../../../src/page/affiliate-links.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    root.innerHTML = '<a id="link" class="aff" data-kiosk-element="quiz" href="https://shop.example/1">Q</a>';
    await expect(start(gaSelectors('a.aff'))).rejects.toThrow();
    FakeIntersectionObserver.reveal(element('#link'), 1);
    expect(events).toEqual([{ name: 'Quiz / sichtbar', props: {} }]);
    expect(element('#link').hasAttribute('rel')).toBe(false);
    vi.doUnmock('../../../src/page/affiliate-links.ts');
  });

  it('reads the selectors as a list or one string, and drops what is not a selector with one log line', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(affiliateSelectors(gaSelectors('a.aff, a.partner'))).toEqual(['a.aff, a.partner']);
    expect(affiliateSelectors(gaSelectors(['a.aff', '', '>>>']))).toEqual(['a.aff']);
    expect(affiliateSelectors(pageWith())).toEqual([]);
    expect(affiliateSelectors(gaSelectors({ selector: 'a' }))).toEqual([]);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls.map(([line]) => String(line))).toEqual([
      '[kiosk:element-events] ga.config.affiliateLinkSelectors: "" is not a CSS selector, skipped',
      '[kiosk:element-events] ga.config.affiliateLinkSelectors: ">>>" is not a CSS selector, skipped',
    ]);
  });

  it('tracks elements added later, and skips unknown areas and bad positions with a log line', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await start();
    root.insertAdjacentHTML(
      'beforeend',
      `<div id="late" data-kiosk-element="topTests" data-kiosk-position="eins"></div>
       <div id="odd" data-kiosk-element="banner"></div>
       <div id="video" data-kiosk-element="video"></div>`,
    );
    await settle();
    for (const id of ['#late', '#odd', '#video']) FakeIntersectionObserver.reveal(element(id), 1);
    expect(events).toEqual([{ name: 'Top-Tests / sichtbar', props: {} }]);
    expect(errors.mock.calls.map(([line]) => String(line))).toEqual([
      '[kiosk:element-events] data-kiosk-position="eins": not a whole number from 1, left out',
      '[kiosk:element-events] data-kiosk-element="banner": not an area Kiosk tracks from markup',
      '[kiosk:element-events] data-kiosk-element="video": not an area Kiosk tracks from markup',
    ]);
  });

  it('watches 200 elements with one observer, each until it is seen', async () => {
    root.innerHTML = Array.from(
      { length: 200 },
      (_, index) => `<div data-kiosk-element="sideColumn" data-kiosk-position="${index + 1}"></div>`,
    ).join('');
    await start();
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(FakeIntersectionObserver.instances[0]?.observed.size).toBe(200);
    for (const marked of root.children) FakeIntersectionObserver.reveal(marked, 1);
    expect(events.map((event) => event.props)).toEqual(
      Array.from({ length: 200 }, (_, index) => ({ position: index + 1 })),
    );
    expect(FakeIntersectionObserver.instances[0]?.observed.size).toBe(0);
  });
});
