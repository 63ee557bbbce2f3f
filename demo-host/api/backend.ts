import type { Hono } from 'hono';
import type { Clock } from './clock.ts';

/** Where the platform API (the widgets' `apiHost`) is mounted; a backend's default home is below it. */
export const API_PATH = '/api';

/** What every backend factory is called with (api/index.ts passes the same to all of them). */
export interface BackendOptions {
  /** The clock the backend reads instead of `new Date()`, so tests can set the time. */
  now: Clock;
  /** Where a backend keeps state that survives a restart; undefined: memory only (unit tests). */
  dataDir?: string;
}

/**
 * What a backend factory returns: its Hono app, plus any handle tests need behind the API
 * (`carts.expire(id)`), which the backend then names in {@link DemoBackends}.
 */
export interface Backend {
  // A backend's app may declare its own context variables (`c.var.user`); the mount does not care.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  app: Hono<any, any, any>;
}

/**
 * The shape of `create<Backend>` in `api/<backend>/index.ts`. A factory that needs neither the clock
 * nor a data folder may take no argument: it still fits.
 */
export type BackendFactory = (options: BackendOptions) => Backend;

/**
 * One demo host's backends by folder name. A backend whose handles tests use adds its own entry by
 * declaration merging (`declare module '../backend.ts'`), so `backends.storefront.carts` is typed
 * without this file naming any backend.
 */
export interface DemoBackends {
  [folder: string]: Backend;
}
