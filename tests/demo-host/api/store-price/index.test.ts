import { describe, expect, it } from 'vitest';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';
import { DEMO_STORE } from '../../../../demo-host/api/store-price/seed.ts';

const priceOf = (store: string, url: string) =>
  createDemoBackends().app.request(`/api/store-price/${store}/price?url=${encodeURIComponent(url)}`);

describe('demo store price backend (spec 7.5)', () => {
  it('is mounted at /api/store-price and answers the price of a demo link', async () => {
    const response = await priceOf(DEMO_STORE.store, `https://${DEMO_STORE.shortLinkHost}/dashcam4k`);
    expect(await response.json()).toEqual({ price: 89.99, priceHuman: '89,99' });
  });

  it('answers 404 for another store or an unknown link, 500 for the failing one', async () => {
    expect((await priceOf('anderswo', `https://${DEMO_STORE.shortLinkHost}/dashcam4k`)).status).toBe(404);
    expect((await priceOf(DEMO_STORE.store, 'https://example.org/')).status).toBe(404);
    expect((await priceOf(DEMO_STORE.store, `https://${DEMO_STORE.shortLinkHost}/starthilfe`)).status).toBe(
      500,
    );
  });
});
