// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDemoBackends } from '../../../demo-host/api/index.ts';
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
    expect(first.carts).not.toBe(second.carts);
  });
});
