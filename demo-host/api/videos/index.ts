import { serveStatic } from '@hono/node-server/serve-static';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import type { HubVideo } from '../../../features/videos/hub-video.ts';
import { findBrand } from '../../../src/brands.ts';
import { foldText } from './fold-text.ts';
import {
  DEMO_VIDEOS,
  PAGE_SIZE,
  RELATED_COUNT,
  SLOW_MS,
  VIDEO_CATEGORIES,
  VIDEO_HUB_PATHS,
  type SeedVideo,
} from './seed.ts';

/** How a brand's list and detail answer: normally, after {@link SLOW_MS}, with a 503, or not in the format. */
export type VideosMode = 'ok' | 'slow' | 'fail' | 'malformed';
const MODES: readonly VideosMode[] = ['ok', 'slow', 'fail', 'malformed'];

/** The 'highlight-video' slot's sizes (spec 9.2): desktop 1100 × 619, mobile 430 × 242. */
const POSTER_SIZES = [
  { width: 1100, height: 619 },
  { width: 430, height: 242 },
] as const;

// Not `new URL('./clips/', import.meta.url)`: happy-dom's URL (unit tests) resolves it against its own page.
const CLIPS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'clips');

/**
 * The video hub's backend (issue 29), at `/api/videos`:
 * - `GET /{project}?kategorie&suche&seite`: `{ total, page, pages, pageSize, categories, highlight,
 *   items }`, twelve videos a page, newest first; `suche` matches title, teaser, description and
 *   category with case and umlauts folded ('Kuehlbox' finds 'Kühlbox'); a page past the last is the
 *   last; `highlight` is the brand's newest video;
 * - `GET /{project}/{id}`: `{ video, related }`, related being up to four of the same category;
 * - `GET /clips/{file}`: the six committed clips (WebM, MP4), their German subtitles and posters,
 *   with byte ranges for seeking;
 * - `POST /demo/{project}/mode/{ok|slow|fail|malformed}`: a brand's list and detail answers (e2e sets
 *   them per brand, so parallel tests do not share them).
 */
export function createVideos() {
  const app = new Hono();
  const modes = new Map<string, VideosMode>();
  const project = (c: Context) => findBrand(c.req.param('project') ?? '')?.project;

  const view = (origin: string, video: SeedVideo): HubVideo => {
    const clip = `${origin}/api/videos/clips/clip-${video.clip.clip}`;
    return {
      id: video.id,
      title: video.title,
      teaser: video.teaser,
      description: video.description,
      category: video.category,
      duration: video.clip.seconds,
      date: video.date,
      url: `${origin}${VIDEO_HUB_PATHS.get(video.project) ?? '/'}?video=${video.id}`,
      poster: POSTER_SIZES.map(({ width, height }) => ({ src: `${clip}-${width}.jpg`, width, height })),
      sources: [
        { src: `${clip}.webm`, type: 'video/webm; codecs="vp9, opus"' },
        { src: `${clip}.mp4`, type: 'video/mp4; codecs="avc1.4d401e, mp4a.40.2"' },
      ],
      subtitles: [{ src: `${clip}.vtt`, srclang: 'de', label: 'Deutsch' }],
    };
  };

  /** Applies a brand's demo mode; a response when the mode answers instead of the route. */
  const faulted = async (c: Context, code: string) => {
    const mode = modes.get(code) ?? 'ok';
    if (mode == 'fail') return c.json({ error: 'videos unavailable' }, 503);
    if (mode == 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    if (mode == 'malformed') return c.json({ items: 'kaputt', video: null });
    return undefined;
  };

  // The static server's type table does not know WebVTT, and a subtitle track needs its type.
  app.get('/clips/:file{clip-[0-9]+\\.vtt}', async (c) => {
    const text = await readFile(join(CLIPS_DIR, c.req.param('file')), 'utf8').catch(() => undefined);
    if (text === undefined) return c.json({ error: 'no such subtitles' }, 404);
    return c.body(text, 200, {
      'Content-Type': 'text/vtt; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  app.use(
    '/clips/*',
    serveStatic({
      root: CLIPS_DIR,
      rewriteRequestPath: (path) => path.replace(/^.*\/clips\//, '/'),
      onFound: (_path, c) => void c.header('Cache-Control', 'public, max-age=86400'),
    }),
  );
  app.get('/clips/*', (c) => c.json({ error: 'no such clip' }, 404));

  app.get('/:project', async (c) => {
    const code = project(c);
    if (!code || !DEMO_VIDEOS.has(code)) return c.json({ error: 'unknown project' }, 404);
    const fault = await faulted(c, code);
    if (fault) return fault;
    const all = DEMO_VIDEOS.get(code) ?? [];
    const categorySlug = c.req.query('kategorie') ?? '';
    const query = foldText(c.req.query('suche') ?? '');
    const words = query ? query.split(' ') : [];
    const found = all.filter(
      (video) =>
        (!categorySlug || video.category.slug == categorySlug) &&
        words.every((word) =>
          foldText(`${video.title} ${video.teaser} ${video.description} ${video.category.name}`).includes(
            word,
          ),
        ),
    );
    const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
    const page = Math.min(Math.max(Math.floor(Number(c.req.query('seite'))) || 1, 1), pages);
    const origin = new URL(c.req.url).origin;
    return c.json({
      total: found.length,
      page,
      pages,
      pageSize: PAGE_SIZE,
      categories: VIDEO_CATEGORIES.get(code) ?? [],
      highlight: all[0] ? view(origin, all[0]) : null,
      items: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((video) => view(origin, video)),
    });
  });

  app.get('/:project/:id', async (c) => {
    const code = project(c);
    if (!code || !DEMO_VIDEOS.has(code)) return c.json({ error: 'unknown project' }, 404);
    const fault = await faulted(c, code);
    if (fault) return fault;
    const all = DEMO_VIDEOS.get(code) ?? [];
    const video = all.find((entry) => entry.id == c.req.param('id'));
    if (!video) return c.json({ error: 'unknown video' }, 404);
    const origin = new URL(c.req.url).origin;
    const related = all
      .filter((entry) => entry.id != video.id && entry.category.slug == video.category.slug)
      .slice(0, RELATED_COUNT);
    return c.json({ video: view(origin, video), related: related.map((entry) => view(origin, entry)) });
  });

  app.post('/demo/:project/mode/:mode', (c) => {
    const code = project(c);
    const mode = c.req.param('mode') as VideosMode;
    if (!code || !MODES.includes(mode)) return c.json({ error: 'unknown project or mode' }, 404);
    modes.set(code, mode);
    return c.json({ mode });
  });

  return { app };
}
