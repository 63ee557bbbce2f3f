import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYWALL_CONFIG } from '../../../demo-host/api/paywall/seed.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { PAYWALLED } from '../../../widgets/paywall/wall.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import {
  articlePage,
  loadThroughDemoHost,
  login,
  providerViews,
  readBefore,
  resetProvider,
  startOnDemoPage,
} from './harness.ts';
import { settle } from '../../support/settle.ts';

const html = document.documentElement;
const cleanup: Array<() => void> = [];
let errors: ReturnType<typeof vi.spyOn>;
let warnings: ReturnType<typeof vi.spyOn>;

async function start(...args: Parameters<typeof startOnDemoPage>) {
  const started = await startOnDemoPage(...args);
  cleanup.push(() => started.scope.close());
  return started;
}

/** Waits with real turns of the event loop, so fake timers do not move meanwhile (vi.waitFor would). */
async function until(condition: () => boolean) {
  for (let turn = 0; turn < 500 && !condition(); turn++)
    await new Promise((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}

/** Waits for the provider's first verdict. */
const verdict = (store: Awaited<ReturnType<typeof start>>['store']) =>
  vi.waitFor(() => expect(store.getState().paywallReady).toBe(true));

beforeEach(() => {
  resetProvider();
  resetLogMemory();
  html.removeAttribute('data-kiosk-paywall');
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.reset();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  for (const done of cleanup.splice(0)) done();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  errors.mockRestore();
  warnings.mockRestore();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

describe('paywall state (spec 3.4)', () => {
  it('starts with paywallActive false and paywallReady false; ready waits for the subscription', async () => {
    const { store } = await start({ noSession: true });
    expect(store.getState()).toMatchObject({
      paywallActive: false,
      paywallReady: false,
      userStatus: null,
      scoringIndex: null,
      ready: false,
      pwJsError: false,
      pwJsToLong: false,
    });
    expect(store.getState().lifeTimeStart).toBeGreaterThan(0);
    // Unrequested pop-ups wait for the verdict (issue 24).
    expect(html.getAttribute('data-kiosk-paywall')).toBe('pending');
  });

  it('ready starts true when the plus feature is off', async () => {
    const { store } = await start({ noSession: true, config: { features: { plus: false } } });
    expect(store.getState().ready).toBe(true);
  });

  it('paywallReady turns true with the first verdict, free or walled', async () => {
    const { store } = await start();
    await verdict(store);
    expect(store.getState()).toMatchObject({ paywallActive: false, paywallReady: true });
    expect(html.getAttribute('data-kiosk-paywall')).toBe('false');
  });

  it('takes the subscription flags and the analytics status from the subscription event', async () => {
    const { store } = await start({
      project: 'mo',
      loggedIn: true,
      subscription: { hasAbo: true, hasNewAbo: false, hasOneDayAbo: false },
    });
    expect(store.getState()).toMatchObject({
      hasAbo: true,
      ready: true,
      userStatus: 'subscriber',
      secondUserStatus: 'pur',
    });
  });
});

describe('provider commands (spec 4.2, 7.6)', () => {
  it("sends 'config' with the key at once, 'on_evaluated' and 'page_view' only once the login is known", async () => {
    const { kiosk, load } = await start({ noSession: true, loadScript: () => () => undefined });
    const queued = () => (window as unknown as { demowall: { q: unknown[][] } }).demowall.q;
    expect(queued().map(([name]) => name)).toEqual(['config']);
    expect(queued()[0]![1]).toEqual({ key: 'demo-key-ams' });
    expect(load).toHaveBeenCalledOnce();
    login(kiosk, false);
    expect(queued().map(([name]) => name)).toEqual(['config', 'on_evaluated', 'page_view']);
    expect(queued()[2]![1]).toMatchObject({
      object_type: 'article',
      object_id: '5104',
      section: 'tests',
      content_type: 'metered',
      user_status: 'anonymous',
    });
  });

  it('tells the provider anonymous, registered or subscriber; a user change sends a new page_view', async () => {
    const { kiosk, store } = await start();
    await verdict(store);
    login(kiosk, true);
    login(kiosk, true, { hasAbo: false, hasNewAbo: false, hasOneDayAbo: true });
    login(kiosk, true, { hasAbo: false, hasNewAbo: false, hasOneDayAbo: true });
    expect(providerViews().map((view) => view.user_status)).toEqual([
      'anonymous',
      'registered',
      'subscriber',
    ]);
  });

  it("registers 'on_evaluated' once, however often the user changes", async () => {
    const { kiosk, store } = await start({ noSession: true, loadScript: () => () => undefined });
    login(kiosk, false);
    login(kiosk, true);
    const queued = (window as unknown as { demowall: { q: unknown[][] } }).demowall.q;
    expect(queued.filter(([name]) => name == 'on_evaluated')).toHaveLength(1);
    expect(store.getState().userStatus).toBe('registered');
  });

  it("registers no 'on_evaluated' on the brand-table's special project, and still sends page_view", async () => {
    const { store } = await start({ project: 'pro', page: articlePage({ premium: true }) });
    await vi.waitFor(() => expect(providerViews()).toHaveLength(1));
    await settle();
    expect(store.getState().paywallReady).toBe(false);
    expect(html.getAttribute('data-kiosk-paywall')).toBeNull();
  });

  it('sends the scoring block of the current index as article_container when hasScoring is set', async () => {
    const scoring = document.createElement('section');
    scoring.dataset.kioskScoring = '2';
    document.body.append(scoring);
    const { bus, store, element } = await start({ page: articlePage({ provider: { hasScoring: true } }) });
    await verdict(store);
    const containers: unknown[] = [];
    const provider = (window as unknown as { demowall: (...args: unknown[]) => void }).demowall;
    (window as unknown as { demowall: unknown }).demowall = Object.assign(
      (name: string, payload: { article_container?: unknown }) => {
        if (name == 'page_view') containers.push(payload.article_container);
        provider(name, payload);
      },
      { views: [] },
    );
    bus.run('paywall.scoring', [2]);
    bus.run('paywall.scoring', [2]);
    bus.run('paywall.scoring', [7]);
    expect(store.getState().scoringIndex).toBe(7);
    // Index 7 has no block: the article text block.
    expect(containers).toEqual([scoring, element]);
  });

  it('without hasScoring the article text block is the container, whatever the index', async () => {
    const { bus, store } = await start();
    await verdict(store);
    bus.run('paywall.scoring', [1]);
    expect(providerViews().map((view) => view.has_container)).toEqual([true, true]);
  });
});

describe('missing config (spec 8)', () => {
  for (const missing of ['key', 'domain'])
    it(`without ${missing}: '{provider} Config (key) missing', paywallActive false, no script`, async () => {
      const { store, load } = await start({ page: articlePage({ provider: { [missing]: undefined } }) });
      expect(errors).toHaveBeenCalledWith('[kiosk:paywall] Demo-Paywall Config (key) missing');
      expect(store.getState()).toMatchObject({ paywallActive: false, paywallReady: true });
      expect(load).not.toHaveBeenCalled();
      expect(html.getAttribute('data-kiosk-paywall')).toBe('false');
    });
});

describe('skips (spec 5.1): no provider script at all', () => {
  it('disableForFrontend', async () => {
    const { load, store } = await start({ page: articlePage({ provider: { disableForFrontend: true } }) });
    expect(load).not.toHaveBeenCalled();
    expect(store.getState().paywallActive).toBe(false);
  });

  it('the moove query parameter', async () => {
    history.replaceState(null, '', '/auto/paywall/premium/?moove');
    const { load } = await start({ page: articlePage({ premium: true }) });
    expect(load).not.toHaveBeenCalled();
  });

  it('the skipped project (paywall-provider flag off in the brand table)', async () => {
    const { load } = await start({ project: 'hw' });
    expect(load).not.toHaveBeenCalled();
  });

  it("a valid bypass code, with 'Wall Breaker active!'", async () => {
    history.replaceState(null, '', '/auto/paywall/premium/?zq=kiosk7-mail');
    const { load, element } = await start({ page: articlePage({ premium: true }) });
    expect(load).not.toHaveBeenCalled();
    expect(warnings).toHaveBeenCalledWith('[kiosk:paywall] Wall Breaker active!');
    expect(element.hasAttribute(PAYWALLED)).toBe(false);
  });

  it('an invalid bypass code does not skip', async () => {
    history.replaceState(null, '', '/auto/paywall/premium/?zq=kiosk8-mail');
    const { load } = await start({ page: articlePage({ premium: true }) });
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('the wall (spec 4.2)', () => {
  it('walls a premium article at once: mark, page flag, offer box after the text, cut part inert', async () => {
    const { store, element } = await start({ page: articlePage({ premium: true }) });
    await vi.waitFor(() => expect(store.getState().paywallActive).toBe(true));
    expect(element.getAttribute(PAYWALLED)).toBe('true');
    expect(html.getAttribute('data-kiosk-paywall')).toBe('true');
    const box = element.nextElementSibling as HTMLElement;
    expect(box.getAttribute('aria-label')).toBe('Abo-Angebote');
    expect(box.querySelector('h2')?.textContent).toBe('Exklusiv für Abonnenten');
    expect([...box.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'plus abonnieren (öffnet in neuem Tab)',
      'pur abonnieren (öffnet in neuem Tab)',
      'Anmelden',
    ]);
    const login = new URL(box.querySelector<HTMLAnchorElement>('.kiosk-paywall__login-link')!.href);
    expect(login.pathname).toBe('/anmelden/');
    expect(login.searchParams.get('returnUrl')).toBe(location.href);
  });

  it('walls the fourth article of a reader who has read three', async () => {
    readBefore(3);
    const { store, element } = await start();
    await vi.waitFor(() => expect(store.getState().paywallActive).toBe(true));
    expect(store.getState().readCounter).toBe(3);
    expect(element.nextElementSibling?.querySelector('h2')?.textContent).toBe('Weiterlesen mit Abo');
  });

  it('reads three articles within 30 days for free; older reads no longer count', async () => {
    readBefore(3, Date.now() - 31 * 24 * 60 * 60 * 1000);
    const { store } = await start();
    await verdict(store);
    expect(store.getState()).toMatchObject({ paywallActive: false, readCounter: 1 });
  });

  it('removes the mark and the box when paywallActive turns off (the reader subscribes)', async () => {
    const { store, element, kiosk } = await start({ page: articlePage({ premium: true }) });
    await vi.waitFor(() => expect(store.getState().paywallActive).toBe(true));
    login(kiosk, true, { hasAbo: true, hasNewAbo: false, hasOneDayAbo: false });
    await vi.waitFor(() => expect(store.getState().paywallActive).toBe(false));
    expect(element.hasAttribute(PAYWALLED)).toBe(false);
    expect(element.querySelector('[inert]')).toBeNull();
    expect(document.querySelector('.kiosk-paywall')).toBeNull();
    expect(html.getAttribute('data-kiosk-paywall')).toBe('false');
  });

  it('never walls an empty article text block (nothing to cut, no box over nothing)', async () => {
    const { store, element } = await start({ page: articlePage({ premium: true }), articleText: ' ' });
    await vi.waitFor(() => expect(store.getState().paywallActive).toBe(true));
    expect(element.hasAttribute(PAYWALLED)).toBe(false);
    expect(document.querySelector('.kiosk-paywall')).toBeNull();
  });

  it('with no offer or login URL that passes the URL check, the article is not cut (fail open)', async () => {
    const { store, element } = await start({
      page: articlePage({ premium: true }),
      config: {
        paywall: { ...PAYWALL_CONFIG, offers: { plus: 'javascript:alert(1)' }, loginUrl: 'data:,x' },
      },
    });
    await verdict(store);
    expect(element.hasAttribute(PAYWALLED)).toBe(false);
    expect(element.querySelector('[inert]')).toBeNull();
    expect(document.querySelector('.kiosk-paywall')).toBeNull();
    expect(errors).toHaveBeenCalledWith(
      '[kiosk:paywall] no offer or login URL passed the URL check; the article stays whole and is not counted as walled',
    );
    // One story: no wall, so no page flag either (and no paywall events, which only a wall sends).
    expect(store.getState().paywallActive).toBe(false);
    expect(html.getAttribute('data-kiosk-paywall')).toBe('false');
  });

  it('one safe offer is enough for the wall; the unsafe one is not shown', async () => {
    const { store } = await start({
      page: articlePage({ premium: true }),
      config: { paywall: { ...PAYWALL_CONFIG, offers: { plus: 'javascript:alert(1)', pur: '/abo/' } } },
    });
    await vi.waitFor(() => expect(store.getState().paywallActive).toBe(true));
    const links = [...document.querySelectorAll('.kiosk-paywall a')].map((link) => link.textContent);
    expect(links).toEqual(['pur abonnieren (öffnet in neuem Tab)', 'Anmelden']);
  });

  it('unmount takes the wall away', async () => {
    const { store, element, scope } = await start({ page: articlePage({ premium: true }) });
    await vi.waitFor(() => expect(store.getState().paywallActive).toBe(true));
    scope.close();
    expect(element.hasAttribute(PAYWALLED)).toBe(false);
    expect(document.querySelector('.kiosk-paywall')).toBeNull();
  });
});

describe('paywall events (spec 4.2, 9.6)', () => {
  it('after 1 s: free_article_limit_reached (id, author, counter), then paywall_triggered', async () => {
    readBefore(3);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, events } = await start();
    await until(() => store.getState().paywallActive);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([
      {
        name: 'free_article_limit_reached',
        props: { article_id: '5104', author: 'Paul Weber', counter: 3 },
      },
      { name: 'paywall_triggered', props: { article_id: '5104' } },
    ]);
  });

  it('a premium article records only paywall_triggered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, events } = await start({ page: articlePage({ premium: true }) });
    await until(() => store.getState().paywallActive);
    vi.advanceTimersByTime(999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events.map((event) => event.name)).toEqual(['paywall_triggered']);
  });

  it('a wall taken away within the second records nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, events, kiosk } = await start({ page: articlePage({ premium: true }) });
    await until(() => store.getState().paywallActive);
    login(kiosk, true, { hasAbo: true, hasNewAbo: false, hasOneDayAbo: false });
    await until(() => !store.getState().paywallActive);
    vi.advanceTimersByTime(2000);
    expect(events).toEqual([]);
  });

  it('paywall_impression once when the box is seen; paywall_click per offer; focus back after 100 ms', async () => {
    const { store, events } = await start({ page: articlePage({ premium: true }) });
    await vi.waitFor(() => expect(store.getState().paywallActive).toBe(true));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = document.querySelector<HTMLElement>('.kiosk-paywall')!;
    FakeIntersectionObserver.reveal(box);
    FakeIntersectionObserver.reveal(box);
    const plus = box.querySelector<HTMLAnchorElement>('.kiosk-paywall__offer-link')!;
    plus.addEventListener('click', (event) => event.preventDefault());
    plus.click();
    document.body.focus();
    vi.advanceTimersByTime(99);
    expect(document.activeElement).not.toBe(plus);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(plus);
    expect(events.filter((event) => event.name != 'paywall_triggered')).toEqual([
      { name: 'paywall_impression', props: { article_id: '5105' } },
      { name: 'paywall_click', props: { offer: 'plus' } },
    ]);
  });

  it("'paywall.check' scrolls the offer box to mid-screen, 100 px higher on mobile", async () => {
    const { store, bus, kiosk } = await start({ page: articlePage({ premium: true }) });
    await vi.waitFor(() => expect(store.getState().paywallActive).toBe(true));
    const box = document.querySelector<HTMLElement>('.kiosk-paywall')!;
    vi.spyOn(box, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect);
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    bus.run('paywall.check', []);
    const middle = 2000 + scrollY - innerHeight / 2;
    expect(scroll).toHaveBeenLastCalledWith({ top: middle, behavior: 'smooth' });
    (kiosk as { isMobile: () => boolean }).isMobile = () => true;
    bus.run('paywall.check', []);
    expect(scroll).toHaveBeenLastCalledWith({ top: middle + 100, behavior: 'smooth' });
  });
});

describe('script loading: fail open (README "paywall")', () => {
  it('a script that fails sets pwJsError and leaves the article whole', async () => {
    const { store, element } = await start({
      page: articlePage({ premium: true }),
      // The demo host has no such script: a 404, as a blocked or moved script gives.
      loadScript: (src, callbacks) =>
        loadThroughDemoHost(src.replace('provider.js', 'missing.js'), callbacks),
    });
    await vi.waitFor(() => expect(store.getState().pwJsError).toBe(true));
    expect(store.getState()).toMatchObject({ paywallActive: false, paywallReady: false });
    expect(element.hasAttribute(PAYWALLED)).toBe(false);
    // No verdict is coming: nothing waits for it.
    expect(html.getAttribute('data-kiosk-paywall')).toBe('false');
    expect(errors).toHaveBeenCalledWith(
      '[kiosk:paywall] the Demo-Paywall script failed to load; the article stays readable',
    );
  });

  it('a script that loads clears pwJsError', async () => {
    const { store } = await start();
    await verdict(store);
    expect(store.getState().pwJsError).toBe(false);
  });

  it('a slow script sets pwJsToLong after the timeout; the article stays whole until a verdict', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, element, settings } = await start({
      page: articlePage({ premium: true }),
      loadScript: () => () => undefined,
    });
    vi.advanceTimersByTime(settings.scriptTimeoutMs - 1);
    expect(store.getState().pwJsToLong).toBe(false);
    expect(html.getAttribute('data-kiosk-paywall')).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(store.getState().pwJsToLong).toBe(true);
    expect(html.getAttribute('data-kiosk-paywall')).toBe('false');
    expect(element.hasAttribute(PAYWALLED)).toBe(false);
    expect(settings.scriptTimeoutMs).toBe(10_000);
  });
});

describe('path changes (spec 4.2): page_view and the paywallArticle cookie', () => {
  it('pushState to a new path sends a page_view; query or hash changes do not; back does', async () => {
    history.replaceState(null, '', '/auto/paywall/a/');
    const { store } = await start();
    await verdict(store);
    history.pushState(null, '', '/auto/paywall/a/?x=1#y');
    expect(providerViews()).toHaveLength(1);
    history.pushState(null, '', '/auto/paywall/b/');
    expect(providerViews()).toHaveLength(2);
    history.replaceState(null, '', '/auto/paywall/c/');
    expect(providerViews()).toHaveLength(3);
    history.replaceState(null, '', '/auto/paywall/a/');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(providerViews()).toHaveLength(4);
  });

  it('writes the walled article to paywallArticle, replacing an old one; not while free', async () => {
    document.cookie = 'paywallArticle=4711; path=/';
    history.replaceState(null, '', '/auto/paywall/a/');
    const { store } = await start();
    await verdict(store);
    history.pushState(null, '', '/auto/paywall/b/');
    expect(document.cookie).toContain('paywallArticle=4711');
    store.setState({ paywallActive: true });
    history.pushState(null, '', '/auto/paywall/c/');
    expect(document.cookie).toContain('paywallArticle=5104');
    expect(document.cookie).not.toContain('4711');
  });

  it('resetPaywallArticle removes the cookie on a path change', async () => {
    document.cookie = 'paywallArticle=4711; path=/';
    history.replaceState(null, '', '/auto/paywall/a/');
    const { store } = await start({ page: articlePage({ config: { resetPaywallArticle: true } }) });
    await verdict(store);
    history.pushState(null, '', '/auto/paywall/b/');
    expect(document.cookie).not.toContain('paywallArticle');
  });

  it('unmount gives the History API back', async () => {
    const push = history.pushState;
    const { scope } = await start();
    expect(history.pushState).not.toBe(push);
    scope.close();
    expect(history.pushState).toBe(push);
  });
});
