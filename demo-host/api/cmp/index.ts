import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import type { Rolldown } from 'vite';
import vendorList from './vendor-list.json' with { type: 'json' };

/** The demo CMP (demo-host/cmp/) as one classic script, built on first request with the IAB's packages. */
async function bundleCmp(): Promise<string> {
  // Resolved and imported on first request: happy-dom (the unit tests' page) resolves
  // import.meta.url-relative URLs against the page, and only the demo page needs the build.
  const source = fileURLToPath(new URL('../../cmp/demo-cmp.ts', import.meta.url));
  const { build } = await import('vite');
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: source, formats: ['iife'], name: 'kioskDemoCmp', fileName: () => 'cmp.js' },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]?.output[0];
  if (!chunk || chunk.type != 'chunk') throw new Error('the demo CMP did not build');
  return chunk.code;
}

/**
 * The demo host's consent management platform (issue 24): `GET /api/cmp/cmp.js` installs a real TCF
 * `__tcfapi` (npm `@iabtechlabtcf/cmpapi`) with a German banner; `GET /api/cmp/vendor-list.json` is the
 * Global Vendor List fixture it encodes against. Demo pages load it with `?cmp=on`.
 */
export function createCmp() {
  const app = new Hono();
  let script: Promise<string> | undefined;
  app.get('/vendor-list.json', (c) => c.json(vendorList));
  app.get('/cmp.js', async (c) => {
    script ??= bundleCmp();
    return c.body(await script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
  return { app };
}
