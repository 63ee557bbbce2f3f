import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPriceCache, PRICE_MAX_AGE_MS } from '../../../features/store-price/price-cache.ts';
import { memoryStorage } from '../../support/demo-backend.ts';

const URL_A = 'https://kauf.link/dashcam4k';
const PRICE = { price: 89.99, priceHuman: '89,99' };

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('the session price cache (24 hours at most)', () => {
  it('keeps a price for the session, and the next page reads it', async () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    createPriceCache(
      () => storage,
      () => now,
    ).set(URL_A, PRICE);
    await vi.advanceTimersByTimeAsync(0);
    now += PRICE_MAX_AGE_MS - 1;
    expect(
      createPriceCache(
        () => storage,
        () => now,
      ).get(URL_A),
    ).toEqual({ ...PRICE, at: 1_000_000 });
  });

  it('forgets a price 24 hours after it was fetched, and writes it back no more', async () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const cache = createPriceCache(
      () => storage,
      () => now,
    );
    cache.set(URL_A, PRICE);
    now += PRICE_MAX_AGE_MS;
    expect(cache.get(URL_A)).toBeUndefined();
    cache.set('https://kauf.link/warnweste', { price: 9.99, priceHuman: '9,99' });
    await vi.advanceTimersByTimeAsync(0);
    expect(Object.keys(JSON.parse(storage.getItem('kiosk-store-price')!))).toEqual([
      'https://kauf.link/warnweste',
    ]);
  });

  it('trusts no stored price from the future or of the wrong shape', () => {
    const storage = memoryStorage({
      'kiosk-store-price': JSON.stringify({
        [URL_A]: { ...PRICE, at: 5_000 },
        b: { price: 1, priceHuman: '<b>1</b>', at: 0 },
        c: { price: 1, priceHuman: '1,00' },
      }),
    });
    const cache = createPriceCache(
      () => storage,
      () => 1_000,
    );
    expect([cache.get(URL_A), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, undefined]);
  });

  it('works on a page whose storage throws, for that page', async () => {
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const cache = createPriceCache(blocked, () => 0);
    cache.set(URL_A, PRICE);
    await vi.advanceTimersByTimeAsync(0);
    expect(cache.get(URL_A)).toEqual({ ...PRICE, at: 0 });
  });
});
