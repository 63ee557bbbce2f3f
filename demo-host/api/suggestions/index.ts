import { Hono, type Context } from 'hono';
import { findBrand } from '../../../src/brands.ts';
import { AMS_SEED, DEFAULT_LIMIT, GENERIC_SEED, MAX_LIMIT, SLOW_MS, type SuggestionSeed } from './seed.ts';
import { suggestionImage } from './suggestion-image.ts';

/** How the demo answers: normally, after {@link SLOW_MS}, with a 503, never, or with no articles. */
export type SuggestionsMode = 'ok' | 'slow' | 'fail' | 'hang' | 'empty';

const MODES: readonly SuggestionsMode[] = ['ok', 'slow', 'fail', 'hang', 'empty'];

/** A brand's articles: the demo's own pages for ams, generated ones for the others. */
const articlesOf = (project: string): readonly SuggestionSeed[] =>
  project == 'ams'
    ? AMS_SEED
    : GENERIC_SEED.map((seed, index) => {
        const id = `${project}-${9001 + index}`;
        return { ...seed, id, path: `/nachrichten/?artikel=${id}` };
      });

/** A stable number per (article, reader's article): the order changes from article to article, never between calls. */
const mix = (text: string) => {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
};

/**
 * Article suggestions for the inactive-tab overlay (issue 25): `GET /api/suggestions?project&cid&rubric
 * &exclude=…&limit`, answering `{ items: [{ id, title, rubric, plus, url, image }] }`. Articles of the
 * reader's rubric come first, the rest after, each group in an order fixed per `cid`; the current
 * article (`cid`) and every id in `exclude` (repeated key: the last articles read on the reader's
 * device) are left out. `…/demo/{project}/mode/{ok|slow|fail|hang|empty}` switches a brand's answers
 * (e2e sets them per brand, so parallel tests do not share them).
 */
export function createSuggestions() {
  const app = new Hono();
  const modes = new Map<string, SuggestionsMode>();

  const project = (c: Context) => findBrand(c.req.param('project') ?? c.req.query('project') ?? '')?.project;

  app.get('/', async (c) => {
    const code = project(c);
    if (!code) return c.json({ error: 'unknown project' }, 404);
    const mode = modes.get(code) ?? 'ok';
    if (mode == 'fail') return c.json({ error: 'suggestions unavailable' }, 503);
    if (mode == 'hang')
      // Holds the request until the client gives up (its timeout aborts it).
      await new Promise((resolve) => c.req.raw.signal.addEventListener('abort', resolve));
    if (mode == 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    if (mode == 'empty') return c.json({ items: [] });
    const cid = c.req.query('cid') ?? '';
    const rubric = c.req.query('rubric') ?? '';
    const excluded = new Set([cid, ...(c.req.queries('exclude') ?? [])]);
    const limit = Math.min(Math.max(Math.round(Number(c.req.query('limit'))) || DEFAULT_LIMIT, 1), MAX_LIMIT);
    const origin = new URL(c.req.url).origin;
    const items = articlesOf(code)
      .filter((article) => !excluded.has(article.id))
      .map((article) => ({
        article,
        rank: (article.rubric == rubric ? 0 : 2 ** 32) + mix(`${cid}:${article.id}`),
      }))
      .sort((a, b) => a.rank - b.rank)
      .slice(0, limit)
      .map(({ article: { id, title, rubric, plus, path } }) => ({
        id,
        title,
        rubric,
        plus,
        url: `${origin}${path}`,
        image: `${origin}/api/suggestions/images/${id}.svg`,
      }));
    return c.json({ items });
  });

  app.get('/images/:file{[a-z0-9-]+\\.svg}', (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    return c.body(suggestionImage(id), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  app.post('/demo/:project/mode/:mode', (c) => {
    const code = project(c);
    const mode = c.req.param('mode') as SuggestionsMode;
    if (!code || !MODES.includes(mode)) return c.json({ error: 'unknown project or mode' }, 404);
    modes.set(code, mode);
    return c.json({ mode });
  });

  return { app };
}
