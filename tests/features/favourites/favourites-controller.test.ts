import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { favouritesApi } from '../../../features/favourites/api.ts';
import { rememberIntent } from '../../../features/favourites/login-intent.ts';
import { TOGGLE_FAILED, TOUR_FAILED, UNFOLLOW_FAILED } from '../../../features/favourites/messages.ts';
import type { FavouritesDeps } from '../../../features/favourites/favourites-context.ts';
import { createFavouritesController } from '../../../features/favourites/favourites-controller.ts';
import { itemKey } from '../../../features/favourites/item-key.ts';
import type { TabChannel, TabMessage } from '../../../features/favourites/tab-channel.ts';
import { createPlatformApi } from '../../../src/platform-api.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';

const [anna, ben] = DEMO_USERS;

afterEach(() => sessionStorage.clear());

/** Tabs of one browser: what one posts, the others receive (as BroadcastChannel delivers it). */
function tabBus() {
  const listeners = new Set<(message: TabMessage) => void>();
  return (): TabChannel => {
    let own: ((message: TabMessage) => void) | undefined;
    return {
      post: (message) => {
        for (const listener of listeners) if (listener !== own) listener(structuredClone(message));
      },
      listen(listener) {
        own = listener;
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  };
}

function setUp(
  options: {
    latencyMs?: number;
    deps?: Partial<FavouritesDeps>;
    backend?: ReturnType<typeof routeFetchToDemoHost>;
  } = {},
) {
  const backend = options.backend ?? routeFetchToDemoHost({ latencyMs: options.latencyMs });
  let token: string | undefined;
  const log = vi.fn();
  const controller = createFavouritesController({
    api: favouritesApi(
      createPlatformApi(backend.apiHost, () => token),
      2000,
    ),
    channel: 'artikel',
    tourChannel: 'tours',
    enabled: true,
    hasApiHost: true,
    userId: () => (token ? 'Anna Schmidt' : undefined),
    loginLinks: () => ({ login: 'http://localhost:3000/anmelden/?returnUrl=x' }),
    log,
    ...options.deps,
  });
  const logIn = async (user: string | undefined) => {
    token = user;
    await controller.setUser(user);
  };
  const state = controller.store.getState;
  return { backend, controller, state, logIn, log };
}

/** What the server holds for anna on a channel. */
async function serverIds(
  backend: ReturnType<typeof routeFetchToDemoHost>,
  channel = 'artikel',
  token = anna.token,
) {
  const response = await backend.app.request(
    `/api/bookmarks/get?rkm_auth_token=${token}&channel=${channel}`,
    {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    },
  );
  return ((await response.json()) as { favorites: Array<{ id: string }> }).favorites.map((item) => item.id);
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 3000 });

describe('favourites store: loading (spec 3.2, 7.2, 7.3)', () => {
  it('loads favourites, bookmarks and bookmarksData once the reader is logged in', async () => {
    const { state, logIn } = setUp();
    await logIn(anna.token);
    expect(state()).toMatchObject({
      loggedIn: true,
      status: 'ready',
      favorites: { artikel: ['1188'] },
      bookmarks: ['rubrik-tests', 'marke-bmw'],
      bookmarksData: {
        bookmarksRubrics: [{ id: 'rubrik-tests', title: 'Tests' }],
        bookmarksBrands: [{ id: 'marke-bmw', title: 'BMW' }],
      },
    });
    expect(state().saved.artikel?.[0]).toMatchObject({
      id: '1188',
      title: expect.stringContaining('Elektro-Kombi'),
    });
  });

  it('spec 5.2: without login nothing is sent; a toggle keeps the wish and asks for the login', async () => {
    const { backend, controller, state, logIn } = setUp();
    await logIn(undefined);
    await controller.load();
    expect(controller.toggle('1201', 'artikel')).toBe(true);
    await controller.unfollow(['marke-bmw']);
    expect(backend.requests).toHaveLength(0);
    expect(state().favorites).toEqual({});
    // A toggle without a prompt of its own asks in the header's.
    expect(state().bookmarksLoginOpen).toBe(true);
    expect(state().bookmarksOpen).toBe(false);
  });

  it('spec 2.4: without login, opening the panel opens the login prompt instead', async () => {
    const { controller, state, logIn } = setUp();
    await logIn(undefined);
    controller.openPanel();
    expect(state()).toMatchObject({ bookmarksOpen: false, bookmarksLoginOpen: true });
  });

  it("issue 23, focus 1: a toggle's own prompt (askLogin) opens instead of the header's; the wish waits", async () => {
    const { backend, controller, state, logIn } = setUp();
    await logIn(undefined);
    const askLogin = vi.fn();
    controller.toggle('1201', 'artikel', askLogin);
    expect(askLogin).toHaveBeenCalledTimes(1);
    expect(state().bookmarksLoginOpen).toBe(false);
    expect(backend.requests).toHaveLength(0);
    await logIn(anna.token);
    await vi.waitFor(() => expect(state().favorites.artikel).toContain('1201'));
  });

  it('favourites off (enableFavorites false): nothing loads and toggles do nothing', async () => {
    const { backend, controller, state, logIn } = setUp({ deps: { enabled: false } });
    await logIn(anna.token);
    expect(controller.toggle('1201')).toBe(false);
    expect(backend.requests).toHaveLength(0);
    expect(state().status).toBe('idle');
  });

  it('spec 8: a failed load is logged once and the state says failed; a retry loads it', async () => {
    const { backend, controller, state, logIn, log } = setUp();
    backend.failNext(2);
    await logIn(anna.token);
    expect(state().status).toBe('failed');
    expect(log).toHaveBeenCalled();
    await controller.load();
    expect(state().status).toBe('ready');
  });
});

describe('favourites store: toggles', () => {
  it('is optimistic, and the server agrees: added, then removed when the answer says deleted', async () => {
    const { backend, controller, state, logIn } = setUp({ latencyMs: 20 });
    await logIn(anna.token);
    controller.toggle('1201');
    expect(state().favorites.artikel).toContain('1201');
    await until(() => backend.requests.length == 3);
    await vi.waitFor(async () => expect(await serverIds(backend)).toContain('1201'));
    controller.toggle('1201');
    expect(state().favorites.artikel).not.toContain('1201');
    await vi.waitFor(async () => expect(await serverIds(backend)).not.toContain('1201'));
    expect(state().favorites.artikel).toEqual(['1188']);
  });

  it('rolls back with a German message when the server fails', async () => {
    const { backend, controller, state, logIn } = setUp();
    await logIn(anna.token);
    backend.answerNext(500);
    controller.toggle('1201');
    expect(state().favorites.artikel).toContain('1201');
    await until(() => state().notice !== undefined);
    expect(state().notice).toEqual({ key: itemKey('artikel', '1201'), message: TOGGLE_FAILED });
    expect(state().favorites.artikel).toEqual(['1188']);
    expect(await serverIds(backend)).toEqual(['1188']);
  });

  it('rolls back when the connection drops, and reads the channel again', async () => {
    const { backend, controller, state, logIn } = setUp();
    await logIn(anna.token);
    backend.failNext(1);
    controller.toggle('1188');
    expect(state().favorites.artikel).toEqual([]);
    await until(() => state().notice?.message == TOGGLE_FAILED);
    expect(state().favorites.artikel).toEqual(['1188']);
    await until(() => backend.requests.at(-1)?.url.includes('/bookmarks/get?') ?? false);
  });

  it.each([10, 11])('%i fast clicks end where the server is', async (clicks) => {
    const { backend, controller, state, logIn } = setUp({ latencyMs: 5 });
    await logIn(anna.token);
    for (let click = 0; click < clicks; click++) {
      controller.toggle('1201');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const expected = clicks % 2 == 1;
    expect(state().favorites.artikel?.includes('1201')).toBe(expected);
    // Settled: no call went out for 50 ms.
    let seen = -1;
    await vi.waitFor(
      async () => {
        const now = backend.requests.length;
        const quiet = now == seen;
        seen = now;
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(quiet && backend.requests.length == now).toBe(true);
      },
      { timeout: 3000, interval: 10 },
    );
    expect((await serverIds(backend)).includes('1201')).toBe(expected);
    expect([...(state().favorites.artikel ?? [])].sort()).toEqual((await serverIds(backend)).sort());
  });

  it('spec 4.4: one click sends one toggle; an item saved on another device ends as the server says', async () => {
    const { backend, controller, state, logIn } = setUp();
    await logIn(anna.token);
    // Saved from another device: the page still shows it as not saved.
    await backend.app.request(`/api/bookmarks/toggle?rkm_auth_token=${anna.token}`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: '1201', channel: 'artikel' }),
    });
    const toggles = () =>
      backend.requests.filter((request) => request.url.includes('/bookmarks/toggle')).length;
    controller.toggle('1201');
    await until(() => toggles() == 1);
    await until(() => !state().favorites.artikel?.includes('1201'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(toggles()).toBe(1);
    expect(await serverIds(backend)).toEqual(['1188']);
    expect(state().favorites.artikel).toEqual(['1188']);
    expect(state().notice).toBeUndefined();
  });

  it('a toggle whose answer arrives broken after the server saved it shows saved, without a message', async () => {
    const { backend, controller, state, logIn } = setUp();
    await logIn(anna.token);
    backend.truncateNext();
    controller.toggle('1201');
    await until(() => backend.requests.at(-1)?.url.includes('/bookmarks/get?') ?? false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await serverIds(backend)).sort()).toEqual(['1188', '1201']);
    expect([...(state().favorites.artikel ?? [])].sort()).toEqual(['1188', '1201']);
    expect(state().notice).toBeUndefined();
  });

  it("a list read that left before a toggle's answer does not undo it; the next read decides again", async () => {
    const posted = vi.fn();
    const { backend, controller, state, logIn } = setUp({
      deps: { tabs: { post: posted, listen: () => () => {} } },
    });
    await logIn(anna.token);
    const held = backend.hold();
    const reading = controller.load();
    await held.answered;
    controller.toggle('1201');
    // The toggle's answer is in once the other tabs are told.
    await until(() => posted.mock.calls.length == 1);
    await held.release();
    await reading;
    expect(state().favorites.artikel).toContain('1201');

    // Removed on another device: a read that starts now is newer than the toggle's answer.
    await backend.app.request(`/api/bookmarks/toggle?rkm_auth_token=${anna.token}`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: '1201', channel: 'artikel' }),
    });
    await controller.load();
    expect(state().favorites.artikel).not.toContain('1201');
  });

  it('a reload while a toggle runs keeps what the reader wants', async () => {
    const { backend, controller, state, logIn } = setUp();
    await logIn(anna.token);
    const held = backend.hold();
    controller.toggle('1201');
    await held.answered;
    await controller.load();
    expect(state().favorites.artikel).toContain('1201');
    await held.release();
    expect(state().favorites.artikel).toContain('1201');
  });
});

describe('favourites store: bookmarks (spec 7.3)', () => {
  it('unfollows at once, then reloads from the server', async () => {
    const { backend, controller, state, logIn } = setUp();
    await logIn(anna.token);
    const unfollow = controller.unfollow(['marke-bmw']);
    expect(state().bookmarksData.bookmarksBrands).toEqual([]);
    await unfollow;
    expect(backend.requests.map((request) => new URL(request.url).pathname).slice(-2)).toEqual([
      '/api/uifavorites/toggle',
      '/api/uifavorites/get',
    ]);
    expect(state().bookmarks).toEqual(['rubrik-tests']);
  });

  it('an unfollow whose answer arrives broken after the server applied it stays unfollowed', async () => {
    const { backend, controller, state, logIn } = setUp();
    await logIn(anna.token);
    backend.truncateNext();
    await controller.unfollow(['marke-bmw']);
    expect(backend.requests.map((request) => new URL(request.url).pathname).slice(-2)).toEqual([
      '/api/uifavorites/toggle',
      '/api/uifavorites/get',
    ]);
    expect(state().bookmarks).toEqual(['rubrik-tests']);
    expect(state().notice).toBeUndefined();
  });

  it('an unfollow that never reached the server: the server is read, then the rubric is back with a message', async () => {
    const { backend, controller, state, logIn } = setUp();
    await logIn(anna.token);
    backend.failNext(1);
    await controller.unfollow(['marke-bmw']);
    expect(backend.requests.map((request) => new URL(request.url).pathname).at(-1)).toBe(
      '/api/uifavorites/get',
    );
    expect(state().bookmarks).toEqual(['rubrik-tests', 'marke-bmw']);
    expect(state().notice).toEqual({ key: 'bookmarks', message: UNFOLLOW_FAILED });
  });

  it('rolls back with a German message when the server says no', async () => {
    const { controller, state, logIn } = setUp();
    await logIn(anna.token);
    await controller.unfollow(['nicht-bekannt']);
    expect(state().notice).toEqual({ key: 'bookmarks', message: UNFOLLOW_FAILED });
    expect(state().bookmarks).toEqual(['rubrik-tests', 'marke-bmw']);
  });
});

describe('favourites store: tours (spec 3.3, 7.4)', () => {
  it('saves on the tour channel, then claims the tour', async () => {
    const { backend, controller, state, logIn } = setUp();
    await logIn(anna.token);
    controller.watchChannel('tours');
    controller.toggle('7001', 'tours');
    expect(state().tours).toEqual(['7001']);
    await until(() => backend.requests.some((request) => request.url.includes('/tour/claim/7001')));
    expect(await serverIds(backend, 'tours')).toEqual(['7001']);
  });

  it('spec 5.2: no claim without an apiHost', async () => {
    const { backend, controller, logIn } = setUp({ deps: { hasApiHost: false } });
    await logIn(anna.token);
    controller.toggle('7001', 'tours');
    await vi.waitFor(async () => expect(await serverIds(backend, 'tours')).toEqual(['7001']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(backend.requests.some((request) => request.url.includes('/tour/claim/'))).toBe(false);
  });

  it('applies only when the server reports success: a failure rolls back with the tour message', async () => {
    const { backend, controller, state, logIn } = setUp();
    await logIn(anna.token);
    backend.answerNext(503);
    controller.toggle('7002', 'tours');
    await until(() => state().notice !== undefined);
    expect(state().notice?.message).toBe(TOUR_FAILED);
    expect(state().tours).toEqual([]);
  });
});

describe('favourites store: user changes and other tabs', () => {
  it('spec 2.4: a new user closes panel and prompt and loads their own favourites', async () => {
    const { controller, state, logIn } = setUp();
    await logIn(anna.token);
    controller.openPanel();
    expect(state().bookmarksOpen).toBe(true);
    await logIn(ben.token);
    expect(state()).toMatchObject({
      bookmarksOpen: false,
      bookmarksLoginOpen: false,
      favorites: { artikel: [] },
    });
    expect(state().bookmarks).toEqual([]);
    await logIn(undefined);
    expect(state()).toMatchObject({ loggedIn: false, favorites: {}, status: 'idle' });
  });

  it('the item a reader wanted before logging in is saved once they are logged in', async () => {
    const { backend, controller, state, logIn } = setUp();
    await logIn(undefined);
    controller.toggle('1201', 'artikel');
    expect(state().bookmarksLoginOpen).toBe(true);
    expect(backend.requests).toHaveLength(0);
    await logIn(anna.token);
    await vi.waitFor(async () => expect(await serverIds(backend)).toContain('1201'));
    expect(state().favorites.artikel).toContain('1201');
  });

  it('the wish waits in the tab until the favourites have loaded: a page that goes sooner leaves it to the next', async () => {
    const { backend, controller, logIn } = setUp();
    await logIn(undefined);
    controller.toggle('1201', 'artikel');
    const stored = () => sessionStorage.getItem('kiosk-favourite-intent');
    expect(stored()).not.toBeNull();
    const held = backend.hold();
    const loggingIn = logIn(anna.token);
    await held.answered;
    expect(stored()).not.toBeNull();
    await held.release();
    await loggingIn;
    expect(stored()).toBeNull();
    await vi.waitFor(async () => expect(await serverIds(backend)).toContain('1201'));
  });

  it('the wish goes with the answer to its save, not when the save is sent: a page that goes sooner leaves it to the next', async () => {
    const { backend, controller, logIn } = setUp();
    await logIn(undefined);
    controller.toggle('1201', 'artikel');
    const stored = () => sessionStorage.getItem('kiosk-favourite-intent');
    // The list, the bookmarks, then the save.
    const [list, bookmarks, save] = [backend.hold(), backend.hold(), backend.hold()];
    const loggingIn = logIn(anna.token);
    for (const read of [list, bookmarks]) {
      await read.answered;
      await read.release();
    }
    await save.answered;
    expect(backend.requests.at(-1)?.url).toContain('/bookmarks/toggle');
    expect(stored()).not.toBeNull();
    await save.release();
    await loggingIn;
    expect(stored()).toBeNull();
    expect(await serverIds(backend)).toContain('1201');
  });

  it('an item already saved is not removed by the wish to save it', async () => {
    const { backend, state, logIn } = setUp();
    rememberIntent({ id: '1188', channel: 'artikel' });
    await logIn(anna.token);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state().favorites.artikel).toEqual(['1188']);
    expect(await serverIds(backend)).toEqual(['1188']);
  });

  it('other tabs of the same reader agree without a request; another reader’s tab ignores it', async () => {
    const backend = routeFetchToDemoHost();
    const tabs = tabBus();
    const first = setUp({ backend, deps: { tabs: tabs() } });
    const second = setUp({ backend, deps: { tabs: tabs() } });
    const stranger = setUp({ backend, deps: { tabs: tabs() } });
    await first.logIn(anna.token);
    await second.logIn(anna.token);
    await stranger.logIn(ben.token);
    const before = backend.requests.length;
    first.controller.toggle('1201');
    await until(() => second.state().favorites.artikel?.includes('1201') ?? false);
    expect(backend.requests.length).toBe(before + 1);
    expect(stranger.state().favorites.artikel).toEqual([]);
  });
});
