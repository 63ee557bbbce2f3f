import { Hono } from 'hono';
import { createBookmarks } from './bookmarks/index.ts';
import { systemClock, type Clock } from './clock.ts';
import { createCommunity } from './community/index.ts';
import { createEventSink } from './events/index.ts';
import { createPaywallProvider } from './paywall/index.ts';
import { createNewsticker } from './newsticker/index.ts';
import { createFuel } from './fuel/index.ts';
import { createStorefront, SHOP_PATH } from './storefront/index.ts';
import { createStorePrice } from './store-price/index.ts';
import { createVehicles } from './vehicles/index.ts';

/**
 * Every backend the widgets call, faked on the demo host. The demo pages, e2e and the unit tests'
 * `routeFetchToDemoHost` (tests/support/demo-backend.ts) all talk to these same routes.
 *
 * Layout, one folder per backend (`bookmarks/` with favourites and tours, `community/`, `events/`,
 * `fuel/`, `newsticker/`, `paywall/`, `store-price/`, `storefront/`, `vehicles/`):
 * - `<backend>/index.ts` exports `create<Backend>(…)`, which returns `{ app }` (a Hono app mounted
 *   below) plus any handle tests need behind the API (`carts.expire(id)`). All mutable state lives in
 *   that call, so every demo app has its own; no module-level state.
 * - `<backend>/seed.ts` holds the constant data the backend starts from.
 * - A route that needs a login takes `needsLogin` (auth.ts): 401 without a known `rkm_auth_token`,
 *   otherwise the demo user is `c.var.user`; `readUser` is the same for routes open to everyone.
 *   `requireRequestedWith` (requested-with.ts) checks the header spec 5.2 calls for.
 * - Time comes from the `now` clock (clock.ts), never from `new Date()`, so tests can set it.
 *
 * Platform backends go under `API_PATH` (the widgets' `apiHost`); the shop is a different service on
 * Shopify, so its emulator sits beside it under `SHOP_PATH`.
 */

/** Where the platform API (`apiHost`) is mounted. */
export const API_PATH = '/api';

export interface DemoBackendOptions {
  /** The clock every backend reads. Default: the system clock. */
  now?: Clock;
  /** Where backends keep state that survives a restart (bookmarks.json); none: memory only. */
  dataDir?: string;
}

export function createDemoBackends({ now = systemClock, dataDir }: DemoBackendOptions = {}) {
  const storefront = createStorefront(now);
  const api = new Hono();
  api.get('/health', (c) => c.json({ ok: true }));
  api.route('/', createEventSink(now).app);
  api.route('/community', createCommunity().app);
  api.route('/paywall', createPaywallProvider().app);
  api.route('/store-price', createStorePrice().app);
  api.route('/newsticker', createNewsticker(now).app);
  api.route('/', createBookmarks({ dataDir, now }).app);
  const vehicles = createVehicles();
  api.route('/vehicles', vehicles.app);
  api.route('/', createFuel(now).app);

  const app = new Hono().route(API_PATH, api).route(SHOP_PATH, storefront.app);
  return { app, carts: storefront.carts, vehicles };
}
