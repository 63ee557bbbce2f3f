// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { BACKENDS, createDemoBackends, factoryName, findBackends } from '../../../demo-host/api/index.ts';
import { SEED_VARIANT_IDS } from '../../../demo-host/api/storefront/seed.ts';
import { useStorefront } from './storefront/storefront-client.ts';

const MORNING = new Date('2026-04-01T08:00:00.000Z');

describe('demo backends', () => {
  it('mount the platform API under /api and the shop under /shop', async () => {
    const { app } = createDemoBackends();
    expect(await (await app.request('/api/health')).json()).toEqual({ ok: true });
    expect((await app.request('/shop/order?cartToken=unbekannt')).status).not.toBe(404);
  });

  it('read the time from the injected clock', async () => {
    const { app } = createDemoBackends({ now: () => MORNING });
    const event = JSON.stringify({ n: 'page_view', u: 'http://localhost/', d: 'auto.kiosk-demo.de' });
    await app.request('/api/event', { method: 'POST', body: event });
    const [received] = (await (await app.request('/api/events')).json()) as { receivedAt: string }[];
    expect(received?.receivedAt).toBe(MORNING.toISOString());

    const { carts, createCart } = useStorefront({ now: () => MORNING });
    const cart = await createCart([{ merchandiseId: SEED_VARIANT_IDS.inStock }]);
    expect(carts.find(cart.id)?.createdAt).toEqual(MORNING);
  });

  it('keep their state per instance', async () => {
    const first = createDemoBackends();
    const second = createDemoBackends();
    const event = JSON.stringify({ n: 'page_view', u: 'http://localhost/', d: 'auto.kiosk-demo.de' });
    await first.app.request('/api/event', { method: 'POST', body: event });
    expect(await (await second.app.request('/api/events')).json()).toEqual([]);
    expect(first.backends.storefront.carts).not.toBe(second.backends.storefront.carts);
  });
});

// A cell per backend folder: a new folder is checked without editing this file.
describe.each(BACKENDS)('the $folder backend', ({ folder, mountPath, create }) => {
  it(`exports ${factoryName(folder)}({ now, dataDir }), which returns { app: a Hono app }`, () => {
    const dataDir = mkdtempSync(join(tmpdir(), `kiosk-${folder}-`));
    expect(create({ now: () => MORNING, dataDir }).app).toBeInstanceOf(Hono);
  });

  it('answers below its mount path: /api/<folder>, or the mountPath its index.ts declares', () => {
    const mounted = createDemoBackends().app.routes.map(({ method, path }) => `${method} ${path}`);
    const own = create({ now: () => MORNING }).app.routes;
    expect(own.length).toBeGreaterThan(0);
    for (const { method, path } of own)
      expect(mounted).toContain(`${method} ${mountPath}${path == '/' ? '' : path}`);
  });

  it('has its unit tests in tests/demo-host/api/<folder>/, which reach it at its public URL', () => {
    expect(existsSync(fileURLToPath(new URL(`./${folder}/`, import.meta.url)))).toBe(true);
  });
});

describe('finding the backends', () => {
  /** A folder of backends, each `{ folder: index.ts source }`. */
  const fixture = (backends: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'kiosk-backends-'));
    for (const [folder, source] of Object.entries(backends)) {
      mkdirSync(join(dir, folder));
      writeFileSync(join(dir, folder, 'index.ts'), source);
    }
    writeFileSync(join(dir, 'shared-helper.ts'), 'export const notABackend = 1;');
    return dir;
  };
  const app = "import { Hono } from 'hono'; const app = () => ({ app: new Hono() });";

  it('names the factory after the folder, in PascalCase', () => {
    expect(factoryName('store-price')).toBe('createStorePrice');
    expect(factoryName('storefront')).toBe('createStorefront');
  });

  it('reads folders only, mounts at /api/<folder> unless mountPath is declared', async () => {
    const dir = fixture({
      'price-watch': `${app} export const createPriceWatch = app;`,
      shop: `${app} export const createShop = app; export const mountPath = '/laden';`,
    });
    expect((await findBackends(dir)).map(({ folder, mountPath }) => [folder, mountPath])).toEqual([
      ['price-watch', '/api/price-watch'],
      ['shop', '/laden'],
    ]);
  });

  it('refuses a folder whose index.ts lacks create<Folder>', async () => {
    const dir = fixture({ 'price-watch': `${app} export const createPricewatch = app;` });
    await expect(findBackends(dir)).rejects.toThrow(
      'demo-host/api/price-watch/index.ts must export createPriceWatch({ now, dataDir })',
    );
  });

  it('refuses a folder without index.ts, and a mountPath that is not a path', async () => {
    const dir = fixture({});
    mkdirSync(join(dir, 'empty'));
    await expect(findBackends(dir)).rejects.toThrow('demo-host/api/empty/index.ts could not be loaded');
    const relative = fixture({
      shop: `${app} export const createShop = app; export const mountPath = 'shop';`,
    });
    await expect(findBackends(relative)).rejects.toThrow('mountPath must be a path');
  });
});
