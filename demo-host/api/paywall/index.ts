import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { DEMO_PROVIDER } from './seed.ts';

// Not `new URL('./…', import.meta.url)`: happy-dom's URL (unit tests) resolves it against its own page.
const here = dirname(fileURLToPath(import.meta.url));
const source = readFileSync(join(here, 'provider-script.js'), 'utf8')
  .replaceAll('__GLOBAL__', DEMO_PROVIDER.global)
  .replaceAll('__FREE_ARTICLES__', String(DEMO_PROVIDER.freeArticles))
  .replaceAll('__WINDOW_DAYS__', String(DEMO_PROVIDER.windowDays))
  .replaceAll('__STORAGE_KEY__', DEMO_PROVIDER.storageKey);

/** The longest simulated delay, so a typo cannot hang a demo page for good. */
const MAX_DELAY_S = 30;

/** The query of the page that asked for the script (its Referer), where the demo's switches are. */
function pageQuery(referer: string | undefined): URLSearchParams {
  try {
    return new URL(referer ?? '').searchParams;
  } catch {
    return new URLSearchParams();
  }
}

/**
 * The demo paywall provider: its loader script under `provider.js`. A page opened with
 * `?paywallDemo=fail` gets a 503 (the script fails to load); `?paywallDelay=N` answers after N seconds.
 */
export function createPaywall() {
  const app = new Hono();
  app.get('/provider.js', async (c) => {
    const query = pageQuery(c.req.header('Referer'));
    if (query.get('paywallDemo') == 'fail') return c.text('provider unavailable', 503);
    const delay = Math.min(Number(query.get('paywallDelay')) || 0, MAX_DELAY_S);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay * 1000));
    return c.body(source, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    });
  });
  return { app };
}
