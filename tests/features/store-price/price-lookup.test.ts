import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_STORE } from '../../../demo-host/api/store-price/seed.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { createPriceCache } from '../../../features/store-price/price-cache.ts';
import { createPriceLookup } from '../../../features/store-price/price-lookup.ts';
import { memoryStorage, routeFetchToDemoHost } from '../../support/demo-backend.ts';

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetLogMemory();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  vi.unstubAllGlobals();
});

function lookupFor(store: string) {
  const backend = routeFetchToDemoHost();
  const settings = { apiBase: `${backend.apiHost}/store-price`, store, timeoutMs: 5000 };
  return {
    backend,
    lookup: createPriceLookup(
      'store-price',
      settings,
      createPriceCache(() => memoryStorage()),
    ),
  };
}

describe('price lookup: {store} is one checked path segment (spec 7.5)', () => {
  it('asks {apiBase}/{store}/price for a link', async () => {
    const { backend, lookup } = lookupFor(DEMO_STORE.store);
    expect(await lookup('https://kauf.link/dashcam4k')).toMatchObject({ priceHuman: expect.any(String) });
    expect(new URL(backend.requests[0]!.url).pathname).toBe(`/api/store-price/${DEMO_STORE.store}/price`);
  });

  it("a store named '..' asks nothing (no other path of the API) and says so once", async () => {
    const { backend, lookup } = lookupFor('..');
    expect(await lookup('https://kauf.link/dashcam4k')).toBeUndefined();
    expect(await lookup('https://kauf.link/starthilfe')).toBeUndefined();
    expect(backend.requests).toHaveLength(0);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(
      '[kiosk:store-price] storePrice.store: ".." is no URL path segment; not sent',
    );
  });
});
