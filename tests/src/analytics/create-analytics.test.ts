import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, startAnalytics } from '../../../src/analytics/create-analytics.ts';
import { trackElement } from '../../../src/analytics/element-events.ts';
import { createBus } from '../../../src/bus.ts';
import { parsePageData, parseSiteConfig } from '../../../src/config.ts';
import { resetLogMemory } from '../../../src/log.ts';
import type { ReceivedEvent } from '../../../demo-host/api/events/index.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';

const PAGE = {
  PageType: 'Artikel',
  CID: '1201',
  author: 'Jana Berger',
  analyticsDomain: 'auto.kiosk-demo.de',
  isAdvertorial: false,
};

function usePage(project = 'ams') {
  const backend = routeFetchToDemoHost();
  const bus = createBus(document);
  const config = parseSiteConfig({ project, apiHost: backend.apiHost }, 'http://localhost:5173');
  const page = parsePageData(PAGE);
  /** What the sink received, oldest first. */
  const received = async () =>
    ((await (await backend.app.request('/api/events')).json()) as ReceivedEvent[]).reverse();
  const names = async () => (await received()).map((event) => event.n);
  return { ...backend, bus, config, page, received, names };
}

describe('analytics (spec 4.7, 6, 7.12)', () => {
  beforeEach(() => {
    resetLogMemory();
    // happy-dom reports itself as automated; readers' browsers do not.
    vi.spyOn(navigator, 'webdriver', 'get').mockReturnValue(false);
  });

  it('sends what was tracked before the data was ready once it is, in order, with page and reader meta', async () => {
    const { bus, config, page, received, names, requests } = usePage('mo');
    const analytics = createAnalytics({ bus, config, page });
    analytics.track('article_start', { counter: 2 });
    analytics.loginReady({
      loggedIn: true,
      subscription: { hasAbo: true, hasNewAbo: false, hasOneDayAbo: false },
    });
    analytics.track('paywall_impression');
    await Promise.resolve();
    expect(requests).toEqual([]);

    analytics.articleReady();
    analytics.track('paywall_click', { offer: 'monat' });
    await vi.waitFor(async () =>
      expect(await names()).toEqual(['article_start', 'paywall_impression', 'paywall_click']),
    );
    const [first, , last] = await received();
    expect(first?.p).toEqual({ counter: 2 });
    expect(last?.p).toEqual({ offer: 'monat' });
    expect(first?.m).toEqual({
      ab_test: 'A',
      PageType: 'Artikel',
      CID: '1201',
      author: 'Jana Berger',
      logged_in: true,
      abo_type: 'pur',
      user_has_pur: true,
      consent_status: 'pur',
    });
  });

  it('reports an anonymous reader as abo_type null with full consent, and follows later login changes', async () => {
    const { bus, config, page, received } = usePage('ams');
    const analytics = startAnalytics({ bus, config, page });
    analytics.loginReady({ loggedIn: false });
    analytics.track('login_start');
    analytics.loginReady({
      loggedIn: true,
      subscription: { hasAbo: true, hasNewAbo: false, hasOneDayAbo: false },
    });
    analytics.track('login_successful', { login_type: 'Subscription' });
    await vi.waitFor(async () => expect(await received()).toHaveLength(2));
    const [before, after] = await received();
    expect(before?.m).toMatchObject({
      logged_in: false,
      abo_type: 'null',
      user_has_pur: false,
      consent_status: 'Full-Consent',
    });
    expect(after?.m).toMatchObject({
      logged_in: true,
      abo_type: 'plus',
      user_has_pur: false,
      consent_status: 'plus',
    });
    expect(after?.p).toEqual({ login_type: 'Subscription' });
  });

  it("takes events asked for on the bus ('analytics-event') the same way, element events included", async () => {
    const { bus, config, page, names } = usePage();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const analytics = startAnalytics({ bus, config, page });
    const box = document.body.appendChild(document.createElement('div'));
    const stop = trackElement(box, { area: 'productBox' }, (event) => bus.emit('analytics-event', event));
    bus.emit('analytics-event', { name: 'newsletter_form_impression' });
    box.click();
    stop();
    analytics.loginReady({ loggedIn: false });
    await vi.waitFor(async () =>
      expect(await names()).toEqual(['newsletter_form_impression', 'Produktbox / klick']),
    );
    box.remove();
  });

  it('tracks the events the runtime held until it started on idle first, in order (issue 22)', async () => {
    const { bus, config, page, names } = usePage();
    const analytics = startAnalytics({ bus, config, page }, [
      { name: 'article_start', props: { counter: 1 } },
      { name: 'paywall_impression' },
    ]);
    bus.emit('analytics-event', { name: 'paywall_click', props: { offer: 'monat' } });
    analytics.loginReady({ loggedIn: false });
    await vi.waitFor(async () =>
      expect(await names()).toEqual(['article_start', 'paywall_impression', 'paywall_click']),
    );
  });

  it('tracks the login error event (spec 8)', async () => {
    const { bus, config, page, names } = usePage();
    const analytics = startAnalytics({ bus, config, page });
    analytics.loginFailed();
    analytics.loginReady({ loggedIn: false });
    await vi.waitFor(async () => expect(await names()).toEqual(['Benutzer / Loginstatus / fehlerhaft']));
  });

  it('sends what waits behind a slow event at once when the page goes (pagehide), as keepalive requests', async () => {
    const { bus, config, page, names, requests, hold } = usePage();
    const fetches = vi.spyOn(globalThis, 'fetch');
    const analytics = createAnalytics({ bus, config, page });
    analytics.articleReady();
    analytics.loginReady({ loggedIn: false });
    const slow = hold();
    analytics.track('paywall_impression');
    await slow.answered;
    analytics.track('paywall_click', { offer: 'monat' });
    await Promise.resolve();
    expect(requests).toHaveLength(1);

    dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(requests).toHaveLength(2);
    expect(fetches.mock.calls.map(([, init]) => init?.keepalive)).toEqual([true, true]);
    await slow.release();
    await vi.waitFor(async () => expect(await names()).toEqual(['paywall_impression', 'paywall_click']));
    expect(requests).toHaveLength(2);
  });

  it('keeps sending after a sender throws, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { bus, config, page } = usePage();
    const sent: string[] = [];
    const analytics = createAnalytics({
      bus,
      config,
      page,
      send: async (event) => {
        if (event.name === 'paywall_click') throw new Error('sender broke');
        sent.push(event.name);
        return 'sent';
      },
    });
    analytics.articleReady();
    analytics.loginReady({ loggedIn: false });
    analytics.track('paywall_click');
    analytics.track('paywall_impression');
    await vi.waitFor(() => expect(sent).toEqual(['paywall_impression']));
    expect(error).toHaveBeenCalledWith('[kiosk:analytics] sending an event failed', expect.any(Error));
  });
});
