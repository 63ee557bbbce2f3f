import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { WIDGETS } from '../widgets/catalogue.ts';
import type { Clock } from './api/clock.ts';
import { DEMO_USERS } from './api/community/seed.ts';
import { createDemoBackends } from './api/index.ts';
import { fillPlaceholders, renderIndex, renderPage } from './layout.ts';
import { PAGES } from './site.ts';

export interface DemoAppOptions {
  /** The production bundle, served under /kiosk/. Default: dist/. */
  distDir?: string;
  /** Extra raw HTML pages served under /e2e/ (the e2e fixtures). */
  e2ePagesDir?: string;
  /** The clock of every backend (demo-host/api/clock.ts). Default: the system clock. */
  now?: Clock;
  /** Where backends keep state across restarts (bookmarks). Default: demo-host/data/ (gitignored). */
  dataDir?: string;
}

/** `widgets/<name>.js` is a stub; `widgets/<name>-<hash>.js` a body (even when <name> has a dash). */
const STUB_NAMES = new Set(WIDGETS.map(({ name }) => name));
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const STRICT_CSP = (nonce: string) =>
  `script-src 'self'; style-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'`;

/** The demo host: pages, the built bundle and every backend, as one app callable without a socket. */
export function createDemoApp(options: DemoAppOptions = {}) {
  const app = new Hono();
  const distDir = options.distDir ?? here('../dist');

  app.route('/', createDemoBackends({ now: options.now, dataDir: options.dataDir ?? here('./data') }).app);
  app.use('/kiosk/*', async (c, next) => {
    await next();
    // The loader's caching contract (loader/index.ts header): loader.js, cart-embed.js and an
    // unstamped stub revalidate; a stub asked for with the build stamp (?v=) and every hashed body,
    // shared chunk or asset (the camping map's outline) never change.
    const stub = /^\/kiosk\/widgets\/([a-z0-9-]+)\.js$/.exec(c.req.path)?.[1];
    const immutable =
      stub && STUB_NAMES.has(stub)
        ? c.req.query('v') !== undefined
        : /^\/kiosk\/(widgets|shared|assets)\//.test(c.req.path);
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    // Module scripts load in CORS mode: a CMS page on another origin, or a sandboxed frame (opaque
    // origin), gets the bundle only with this header, as it does from the production CDN.
    c.header('Access-Control-Allow-Origin', '*');
  });
  if (existsSync(distDir))
    app.use(
      '/kiosk/*',
      serveStatic({ root: distDir, rewriteRequestPath: (path) => path.replace(/^\/kiosk/, '') }),
    );
  // Unit tests use the app without a build; a page asking for the bundle then gets a clear answer.
  else app.get('/kiosk/*', (c) => c.text('The Kiosk bundle is not built: run `npm run build`.', 503));
  app.use(
    '/demo/*',
    serveStatic({ root: here('./static'), rewriteRequestPath: (path) => path.replace(/^\/demo/, '') }),
  );

  app.get('/favicon.ico', (c) => c.body(null, 204));
  app.get('/', (c) => c.html(renderIndex(PAGES, WIDGETS, DEMO_USERS)));

  for (const page of PAGES) {
    app.get(page.path, async (c) => {
      const nonce = randomBytes(16).toString('base64');
      const body = await readFile(here(`./pages/${page.body}`), 'utf8');
      if (page.strictCsp) c.header('Content-Security-Policy', STRICT_CSP(nonce));
      const withKiosk = c.req.query('kiosk') != 'off';
      const stored = getCookie(c, 'userModeTheme');
      const theme = stored == 'light' || stored == 'dark' ? stored : undefined;
      const project = c.req.query('project');
      const cmp = c.req.query('cmp') == 'on';
      return c.html(
        renderPage(page, body, {
          origin: new URL(c.req.url).origin,
          nonce,
          withKiosk,
          theme,
          project,
          cmp,
          query: c.req.query(),
        }),
      );
    });
  }

  if (options.e2ePagesDir) {
    const dir = options.e2ePagesDir;
    app.get('/e2e/:file{[a-z0-9.-]+}', async (c) => {
      const file = c.req.param('file');
      const nonce = randomBytes(16).toString('base64');
      const text = await readFile(`${dir}/${file}`, 'utf8').catch(() => undefined);
      if (text === undefined) return c.notFound();
      if (file.endsWith('.js'))
        return c.body(text, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      if (file.includes('.csp.')) c.header('Content-Security-Policy', STRICT_CSP(nonce));
      return c.html(fillPlaceholders(text, { origin: new URL(c.req.url).origin, nonce }));
    });
  }
  return app;
}
