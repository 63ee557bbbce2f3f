import { Hono, type Context } from 'hono';
import { findBrand } from '../../../src/brands.ts';
import type { BackendOptions } from '../backend.ts';
import { newsImage } from './news-image.ts';
import { BACKLOG, FEED_LIMIT, NEWS_SEED, SLOW_MS, TICK_MS, type NewsSeed } from './seed.ts';

/** How the demo feed answers: normally, after {@link SLOW_MS}, or with a 503. */
export type FeedMode = 'ok' | 'slow' | 'fail';

interface StoredItem {
  seq: number;
  date: number;
}

interface BrandFeed {
  items: StoredItem[];
  /** When the next automatic item is due; undefined while ticking is off. */
  nextTick: number | undefined;
  mode: FeedMode;
  seq: number;
}

const MODES: readonly FeedMode[] = ['ok', 'slow', 'fail'];
const seedOf = (seq: number): NewsSeed =>
  NEWS_SEED[seq % NEWS_SEED.length] ??
  NEWS_SEED[0] ?? {
    title: 'Meldung',
    teaser: '',
    rubric: 'News',
  };

/** More than this many missed ticks (a clock jump) are skipped, not replayed. */
const MAX_CATCH_UP = 50;

/**
 * The newsticker feed of each brand (issue 14): the latest items with id, title, teaser, url, date,
 * rubric and image. A new item arrives every minute by the injected clock, and on demand
 * (`POST /newsticker/demo/{project}/publish`, a button on the demo index). Answers carry an ETag;
 * a request with the current one in `If-None-Match` gets an empty 304, so an unchanged feed costs
 * a header. `…/mode/{ok|slow|fail}` and `…/ticking/{on|off}` are the demo's switches (e2e sets them
 * per brand, so parallel tests do not share a feed).
 */
export function createNewsticker({ now }: BackendOptions) {
  const app = new Hono();
  const feeds = new Map<string, BrandFeed>();

  const feedOf = (project: string): BrandFeed => {
    let feed = feeds.get(project);
    if (!feed) {
      const start = now().getTime();
      const items = Array.from({ length: BACKLOG }, (_, seq) => ({
        seq,
        date: start - (BACKLOG - seq) * TICK_MS,
      }));
      feed = { items, nextTick: start + TICK_MS, mode: 'ok', seq: BACKLOG };
      feeds.set(project, feed);
    }
    return feed;
  };

  const publish = (feed: BrandFeed, date: number) => feed.items.push({ seq: feed.seq++, date });

  /** Adds the items whose minute has come since the last request. */
  const catchUp = (feed: BrandFeed) => {
    const time = now().getTime();
    if (feed.nextTick === undefined || feed.nextTick > time) return;
    const missed = Math.floor((time - feed.nextTick) / TICK_MS);
    if (missed > MAX_CATCH_UP) feed.nextTick += (missed - MAX_CATCH_UP) * TICK_MS;
    for (; feed.nextTick <= time; feed.nextTick += TICK_MS) publish(feed, feed.nextTick);
  };

  const project = (c: Context) => {
    const code = c.req.param('project') ?? c.req.query('project') ?? '';
    return findBrand(code)?.project;
  };

  const view = (origin: string, project: string, { seq, date }: StoredItem) => {
    const seed = seedOf(seq);
    const id = `${project}-${seq}`;
    return {
      id,
      title: seed.title,
      teaser: seed.teaser,
      rubric: seed.rubric,
      date: new Date(date).toISOString(),
      url: `${origin}/nachrichten/?meldung=${id}`,
      image: `${origin}/api/newsticker/images/${id}.svg`,
    };
  };

  app.get('/feed', async (c) => {
    const code = project(c);
    if (!code) return c.json({ error: 'unknown project' }, 404);
    const feed = feedOf(code);
    if (feed.mode == 'fail') return c.json({ error: 'newsticker unavailable' }, 503);
    if (feed.mode == 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    catchUp(feed);
    const limit = Math.min(Math.max(Number(c.req.query('limit')) || FEED_LIMIT, 1), 20);
    const etag = `"${code}-${feed.seq}-${limit}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'no-cache');
    if (c.req.header('If-None-Match') == etag) return c.body(null, 304);
    const origin = new URL(c.req.url).origin;
    const items = feed.items
      .slice(-limit)
      .reverse()
      .map((item) => view(origin, code, item));
    return c.json({ items });
  });

  app.get('/images/:file{[a-z]+-[0-9]+\\.svg}', (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    const seq = Number(id.split('-')[1]);
    const { rubric } = seedOf(seq);
    return c.body(newsImage(id, rubric), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  /** A form on the demo index posts here; it goes back to where it came from. */
  const answer = (c: Context, body: Record<string, unknown>) =>
    c.req.header('Content-Type')?.includes('form')
      ? c.redirect(c.req.header('Referer') ?? '/', 303)
      : c.json(body);

  app.post('/demo/:project/publish', (c) => {
    const code = project(c);
    if (!code) return c.json({ error: 'unknown project' }, 404);
    const feed = feedOf(code);
    catchUp(feed);
    publish(feed, now().getTime());
    return answer(c, { published: `${code}-${feed.seq - 1}` });
  });

  app.post('/demo/:project/mode/:mode', (c) => {
    const code = project(c);
    const mode = c.req.param('mode') as FeedMode;
    if (!code || !MODES.includes(mode)) return c.json({ error: 'unknown project or mode' }, 404);
    feedOf(code).mode = mode;
    return answer(c, { mode });
  });

  app.post('/demo/:project/ticking/:state{on|off}', (c) => {
    const code = project(c);
    if (!code) return c.json({ error: 'unknown project' }, 404);
    const feed = feedOf(code);
    catchUp(feed);
    feed.nextTick = c.req.param('state') == 'on' ? now().getTime() + TICK_MS : undefined;
    return answer(c, { ticking: feed.nextTick !== undefined });
  });

  return { app };
}
