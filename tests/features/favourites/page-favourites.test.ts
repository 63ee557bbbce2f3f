import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { pageFavourites } from '../../../features/favourites/page-favourites.ts';
import { createBus } from '../../../src/bus.ts';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { parseSiteConfig } from '../../../src/config.ts';
import type { Json } from '../../../src/field-reader.ts';
import { createPlatformApi } from '../../../src/platform-api.ts';
import type { SessionState } from '../../../src/session/session.ts';
import type { Kiosk } from '../../../src/widget-contract.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';
import { settle } from '../../support/settle.ts';

const [anna] = DEMO_USERS;
afterEach(() => dropPageShared('favourites'));

/** The parts of the runtime the favourites store uses, on the demo host's backends. */
function pageKiosk(enableFavorites = true, siteConfig?: Json) {
  const backend = routeFetchToDemoHost();
  let token: string | undefined;
  const bus = createBus(undefined);
  const sessionStore = createStore<SessionState>(() => ({ loggedIn: false, loginValidated: false }));
  const kiosk = {
    bus,
    config: {
      ...parseSiteConfig(siteConfig ?? { project: 'ams', apiHost: backend.apiHost }, backend.origin),
      enableFavorites,
    },
    session: { store: sessionStore, token: () => token },
    api: createPlatformApi(backend.apiHost, () => token),
  } as unknown as Kiosk;
  const session = (next: string | undefined) => {
    token = next;
    const state: SessionState = next
      ? { loggedIn: true, loginValidated: true, user: { __current_login_token: next, name: 'Anna' } }
      : { loggedIn: false, loginValidated: true };
    sessionStore.setState(state, true);
    bus.publish('session-changed', state);
  };
  return { kiosk, backend, session };
}

describe('pageFavourites: one store per page that follows the session', () => {
  it('is one store for every widget of the page', () => {
    const { kiosk } = pageKiosk();
    expect(pageFavourites(kiosk)).toBe(pageFavourites(kiosk));
  });

  it('loads once the login is validated, and empties on logout', async () => {
    const { kiosk, session } = pageKiosk();
    const { store } = pageFavourites(kiosk);
    session(anna.token);
    await vi.waitFor(() => expect(store.getState().status).toBe('ready'));
    expect(store.getState().favorites.artikel).toEqual(['1188']);
    session(undefined);
    expect(store.getState()).toMatchObject({ loggedIn: false, favorites: {}, status: 'idle' });
  });

  it('with enableFavorites off it sends nothing', async () => {
    const { kiosk, session, backend } = pageKiosk(false);
    pageFavourites(kiosk);
    session(anna.token);
    await settle();
    expect(backend.requests.filter((request) => request.url.includes('/bookmarks/'))).toHaveLength(0);
  });

  it('spec 5.2: a page without an apiHost saves a tour but sends no claim', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the config names the missing apiHost
    const { kiosk, session, backend } = pageKiosk(true, { project: 'mo' });
    expect(kiosk.config.apiHost).toBe(backend.apiHost);
    const controller = pageFavourites(kiosk);
    session(anna.token);
    await vi.waitFor(() => expect(controller.store.getState().status).toBe('ready'));
    controller.watchChannel('tours');
    controller.toggle('7001', 'tours');
    await vi.waitFor(() =>
      expect(backend.requests.some((request) => request.url.includes('/bookmarks/toggle'))).toBe(true),
    );
    await settle();
    expect(controller.store.getState().tours).toEqual(['7001']);
    expect(backend.requests.filter((request) => request.url.includes('/tour/claim/'))).toEqual([]);
  });
});
