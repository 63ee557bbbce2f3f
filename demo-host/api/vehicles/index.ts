import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { criteriaFromParams, matchesCriteria } from '../../../features/vehicles/criteria.ts';
import type { VehicleKind } from '../../../features/vehicles/vehicle-types.ts';
import { buildTree, CATALOGUE } from './seed.ts';

declare module '../backend.ts' {
  interface DemoBackends {
    vehicles: ReturnType<typeof createVehicles>;
  }
}

/** How a demo reader (or a test) makes the vehicle backend slow or failing. */
export type VehiclesMode = 'normal' | 'slow' | 'failing';

/** The cookie a demo reader sets to try the slow and failing modes in the browser. */
export const VEHICLES_MODE_COOKIE = 'kiosk_demo_vehicles';
/** How long a slow answer takes: long enough to see the loading skeletons. */
export const SLOW_ANSWER_MS = 1_500;
/** The most versions one search answer lists; the count covers all of them. */
export const SEARCH_LIST_LIMIT = 50;

const readKind = (value: string | undefined): VehicleKind | undefined =>
  value == 'car' || value == 'motorcycle' ? value : undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const summary = ({
  id,
  brand,
  series,
  name,
}: {
  id: string;
  brand: string;
  series: string;
  name: string;
}) => ({
  id,
  brand,
  series,
  name,
});

/**
 * The vehicle data backend of issue 16: the brand tree, the technical data of versions, and the
 * criteria search with its result count. The catalogue is constant (seed.ts); the mode is per app.
 */
export function createVehicles() {
  const app = new Hono();
  let mode: VehiclesMode = 'normal';

  app.use('*', async (c, next) => {
    const cookie = getCookie(c, VEHICLES_MODE_COOKIE);
    const current = cookie == 'slow' || cookie == 'failing' ? cookie : mode;
    if (current == 'failing') return c.json({ error: 'vehicle data unavailable' }, 503);
    if (current == 'slow') await sleep(SLOW_ANSWER_MS);
    await next();
  });

  app.get('/tree', (c) => {
    const kind = readKind(c.req.query('kind'));
    if (!kind) return c.json({ error: 'kind must be car or motorcycle' }, 400);
    return c.json({ brands: buildTree(CATALOGUE, kind) });
  });

  app.get('/versions', (c) => {
    const ids = c.req.queries('ids') ?? [];
    if (ids.length > 10) return c.json({ error: 'at most 10 ids' }, 400);
    return c.json({ versions: CATALOGUE.filter((vehicle) => ids.includes(vehicle.id)) });
  });

  app.get('/search', (c) => {
    const url = new URL(c.req.url);
    const kind = readKind(c.req.query('kind'));
    if (!kind) return c.json({ error: 'kind must be car or motorcycle' }, 400);
    const criteria = criteriaFromParams(url.searchParams);
    const exclude = (c.req.query('exclude') ?? '').split(',');
    const found = CATALOGUE.filter(
      (vehicle) =>
        vehicle.kind == kind && !exclude.includes(vehicle.id) && matchesCriteria(vehicle, criteria),
    );
    return c.json({ count: found.length, versions: found.slice(0, SEARCH_LIST_LIMIT).map(summary) });
  });

  return {
    app,
    /** Test hook: answer slowly or with 503 from now on. */
    setMode(next: VehiclesMode) {
      mode = next;
    },
  };
}
