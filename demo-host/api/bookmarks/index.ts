import { Hono, type Context } from 'hono';
import { loginChecks } from '../auth.ts';
import { API_PATH, type BackendOptions } from '../backend.ts';
import { requireRequestedWith } from '../requested-with.ts';
import { readShelves, writeShelves, type Shelves } from './shelf-file.ts';
import { SEED_ARTICLES, SEED_FOLLOWABLES, SEED_SHELVES, SEED_TOURS, type UserShelf } from './seed.ts';

/** Spec 7.2–7.4 put these routes right below `apiHost`: `/bookmarks/…`, `/uifavorites/…`, `/tour/…`. */
export const mountPath = API_PATH;

/** How the backend answers one reader: `slow` waits before answering, `fail` answers 500 (demos, tests). */
export type BookmarksMode = 'normal' | 'slow' | 'fail';
const MODES: readonly BookmarksMode[] = ['normal', 'slow', 'fail'];
export const SLOW_MS = 1500;

const copySeed = (): Shelves => structuredClone(SEED_SHELVES) as Shelves;
const emptyShelf = (): UserShelf => ({ favorites: {}, follows: [] });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The item the panel shows for a saved id: the article's (or tour's) title, image and date where known. */
function describe(id: string, channel: string) {
  const article = SEED_ARTICLES[id];
  if (article) return { id, channel, ...article };
  const tour = SEED_TOURS.find((entry) => entry.id == id);
  return { id, channel, title: tour?.title ?? `Beitrag ${id}` };
}

/**
 * The favourites, bookmarks and tour endpoints of spec 7.2–7.4, keyed by the demo users' tokens. The
 * state survives a restart in `<dataDir>/bookmarks.json`, written atomically after every change;
 * without a `dataDir` it is kept in memory only (unit tests).
 */
export function createBookmarks({ dataDir, now }: BackendOptions) {
  const shelves: Shelves = (dataDir && readShelves(dataDir)) || copySeed();
  const modes = new Map<string, BookmarksMode>();
  const save = () => {
    if (dataDir) writeShelves(dataDir, shelves);
  };
  const shelfOf = (token: string) => (shelves[token] ??= emptyShelf());

  const { needsLogin } = loginChecks(now);
  const app = new Hono<{ Variables: { user: { token: string } } }>();
  app.use('/bookmarks/*', requireRequestedWith, needsLogin);
  app.use('/uifavorites/*', requireRequestedWith, needsLogin);
  app.use('/tour/*', requireRequestedWith, needsLogin);

  // The demo switches come first, so a reader in `fail` mode can still switch it off.
  app.post('/bookmarks/demo-mode', (c) => {
    const mode = c.req.query('mode') as BookmarksMode;
    if (!MODES.includes(mode)) return c.json({ error: `mode must be one of ${MODES.join(', ')}` }, 400);
    modes.set(c.var.user.token, mode);
    return c.json({ mode });
  });
  app.post('/bookmarks/demo-reset', (c) => {
    const { token } = c.var.user;
    shelves[token] = structuredClone(SEED_SHELVES[token] ?? emptyShelf());
    modes.delete(token);
    save();
    return c.json({ success: true });
  });

  const applyMode = async (
    c: Context<{ Variables: { user: { token: string } } }>,
    next: () => Promise<void>,
  ) => {
    const mode = modes.get(c.var.user.token) ?? 'normal';
    if (mode == 'slow') await sleep(SLOW_MS);
    if (mode == 'fail') return c.json({ error: 'demo failure' }, 500);
    await next();
  };
  app.use('/bookmarks/get', applyMode);
  app.use('/bookmarks/toggle', applyMode);
  app.use('/uifavorites/*', applyMode);
  app.use('/tour/*', applyMode);

  // spec 7.2: favourites, all of them or one channel's, newest first.
  app.get('/bookmarks/get', (c) => {
    const channel = c.req.query('channel');
    const { favorites } = shelfOf(c.var.user.token);
    const channels = channel === undefined ? Object.keys(favorites) : [channel];
    return c.json({
      favorites: channels.flatMap((name) => (favorites[name] ?? []).map((id) => describe(id, name))),
    });
  });

  // spec 7.2: flips one item; `deleted` says it is gone now.
  app.post('/bookmarks/toggle', async (c) => {
    const body = (await c.req.json().catch(() => undefined)) as
      { id?: unknown; channel?: unknown } | undefined;
    const id = typeof body?.id == 'number' ? String(body.id) : body?.id;
    const channel = body?.channel;
    if (typeof id != 'string' || id == '' || typeof channel != 'string' || channel == '')
      return c.json({ success: false, error: 'id and channel required' }, 400);
    const favorites = shelfOf(c.var.user.token).favorites;
    const ids = favorites[channel] ?? [];
    const deleted = ids.includes(id);
    favorites[channel] = deleted ? ids.filter((entry) => entry != id) : [id, ...ids];
    save();
    return c.json({ success: true, deleted });
  });

  // spec 7.3: the followed rubrics and brands.
  app.get('/uifavorites/get', (c) => {
    const { follows } = shelfOf(c.var.user.token);
    return c.json({ data: SEED_FOLLOWABLES.filter((entry) => follows.includes(entry.id)) });
  });

  // spec 7.3: `ids[]` repeated in the query, no body; every id flips.
  app.post('/uifavorites/toggle', (c) => {
    const ids = c.req.queries('ids[]') ?? [];
    if (ids.length == 0 || !ids.every((id) => SEED_FOLLOWABLES.some((entry) => entry.id == id)))
      return c.json({ success: false });
    const shelf = shelfOf(c.var.user.token);
    for (const id of ids)
      shelf.follows = shelf.follows.includes(id)
        ? shelf.follows.filter((entry) => entry != id)
        : [...shelf.follows, id];
    save();
    return c.json({ success: true });
  });

  // spec 7.4: body {id, user}; the answer's shape is not in the spec, so the demo says what it did.
  app.post('/tour/claim/:tourId', async (c) => {
    const tourId = c.req.param('tourId');
    const body = (await c.req.json().catch(() => undefined)) as { id?: unknown; user?: unknown } | undefined;
    if (String(body?.id) != tourId || body?.user === undefined)
      return c.json({ success: false, error: 'id and user required' }, 400);
    if (!SEED_TOURS.some((tour) => tour.id == tourId)) return c.json({ success: false }, 404);
    return c.json({ success: true, tourId, claimedAt: now().toISOString() });
  });

  return { app };
}
