import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import { API_PATH, type Backend, type BackendFactory, type DemoBackends } from './backend.ts';
import { systemClock, type Clock } from './clock.ts';

/**
 * Every backend the widgets call, faked on the demo host. The demo pages, e2e and the unit tests'
 * `routeFetchToDemoHost` (tests/support/demo-backend.ts) all talk to these same routes.
 *
 * One folder per backend, found here by its name; adding a backend edits nothing in this file:
 * - `<backend>/index.ts` exports `create<Backend>({ now, dataDir })`, the PascalCase of the folder
 *   (`store-price/` → `createStorePrice`), returning `{ app }` (a Hono app) plus any handle tests
 *   need behind the API (backend.ts). All mutable state lives in that call, so every demo host has
 *   its own; no module-level state. A backend that persists writes below `dataDir`.
 * - The app is mounted at `/api/<backend>` (the widgets' `apiHost` plus the folder name). A backend
 *   whose URLs the spec puts elsewhere exports `mountPath`, the one prefix of all its routes:
 *   `events` and `bookmarks` serve several spec paths right below `/api` (`/api/event`,
 *   `/api/uifavorites/…`), `fuel` serves `/api/mt/…`, and `storefront` is the shop, a different
 *   service (Shopify), under `/shop`.
 * - `<backend>/seed.ts` holds the constant data the backend starts from.
 * - A route that needs a login takes `needsLogin` from `loginChecks(now)` (auth.ts): 401 without a known `rkm_auth_token`,
 *   otherwise the demo user is `c.var.user`; `readUser` is the same for routes open to everyone.
 *   `requireRequestedWith` (requested-with.ts) checks the header spec 5.2 calls for.
 * - Time comes from the `now` clock (clock.ts), never from `new Date()`, so tests can set it.
 */

/** A backend as found in its folder: its name, where it is mounted, and its factory. */
export interface FoundBackend {
  folder: string;
  mountPath: string;
  create: BackendFactory;
}

/** The factory a backend folder must export: `store-price` → `createStorePrice`. */
export const factoryName = (folder: string) =>
  `create${folder.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase())}`;

/** Reads every folder of `dir` as a backend, in name order; throws on one that breaks the shape. */
export async function findBackends(dir: string): Promise<FoundBackend[]> {
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    folders.map(async (folder) => {
      const where = `demo-host/api/${folder}/index.ts`;
      const exports = (await import(pathToFileURL(join(dir, folder, 'index.ts')).href).catch(
        (error: unknown) => {
          throw new Error(`${where} could not be loaded`, { cause: error });
        },
      )) as Record<string, unknown>;
      const create = exports[factoryName(folder)];
      if (typeof create != 'function')
        throw new Error(`${where} must export ${factoryName(folder)}({ now, dataDir })`);
      const mountPath = exports.mountPath ?? `${API_PATH}/${folder}`;
      if (typeof mountPath != 'string' || !/^\/[a-z0-9/-]*[a-z0-9]$/.test(mountPath))
        throw new Error(`${where}: mountPath must be a path like '/api' or '/shop'`);
      return { folder, mountPath, create: create as BackendFactory };
    }),
  );
}

/** The backends of this demo host, read once at start. */
export const BACKENDS = await findBackends(dirname(fileURLToPath(import.meta.url)));

export interface DemoBackendOptions {
  /** The clock every backend reads. Default: the system clock. */
  now?: Clock;
  /** Where backends keep state that survives a restart (bookmarks.json); none: memory only. */
  dataDir?: string;
}

/** A fresh set of every backend, mounted on one app; `backends` holds each one's handles by folder. */
export function createDemoBackends({ now = systemClock, dataDir }: DemoBackendOptions = {}) {
  const app = new Hono();
  app.get(`${API_PATH}/health`, (c) => c.json({ ok: true }));
  const backends: Record<string, Backend> = {};
  for (const { folder, mountPath, create } of BACKENDS) {
    const backend = create({ now, dataDir });
    if (!(backend?.app instanceof Hono))
      throw new Error(`${factoryName(folder)} (demo-host/api/${folder}) must return { app: a Hono app }`);
    backends[folder] = backend;
    app.route(mountPath, backend.app);
  }
  // Every folder is in BACKENDS, so each entry a backend declared in DemoBackends is filled here.
  return { app, backends: backends as DemoBackends };
}
