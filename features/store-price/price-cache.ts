import { isObject } from '../../src/field-reader.ts';
import { parseStorePrice, type DatedPrice, type StorePrice } from './store-price.ts';
import { toJsonText } from '../../src/json-text.ts';

/** Affiliate price rules (issue 13): a price may be shown for at most 24 hours after it was fetched. */
export const PRICE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const STORAGE_KEY = 'kiosk-store-price';

type CachedPrice = DatedPrice;

export interface PriceCache {
  /** With the time it was fetched (its 'Stand'). */
  get(url: string): DatedPrice | undefined;
  set(url: string, price: StorePrice): void;
}

/**
 * The session's prices by link URL, each with the time it was fetched (issue 13). Kept in
 * `sessionStorage` so the next article of the visit asks no price again; a page where storage throws
 * (blocked, sandboxed) keeps the prices for itself. Expired entries are neither shown nor written back.
 */
export function createPriceCache(storage: () => Storage, now: () => number = Date.now): PriceCache {
  const prices = readStored(storage);
  const fresh = (entry: CachedPrice) => now() - entry.at < PRICE_MAX_AGE_MS && entry.at <= now();
  let writing = false;

  const write = () => {
    writing = false;
    const kept = Object.fromEntries([...prices].filter(([, entry]) => fresh(entry)));
    try {
      storage().setItem(STORAGE_KEY, toJsonText(kept));
    } catch {
      // Storage blocked or full: the prices stay on this page only.
    }
  };

  return {
    get(url) {
      const entry = prices.get(url);
      if (!entry || !fresh(entry)) return undefined;
      return { price: entry.price, priceHuman: entry.priceHuman, at: entry.at };
    },
    set(url, price) {
      prices.set(url, { ...price, at: now() });
      // Prices of one screen arrive together: one write for all of them.
      if (!writing) setTimeout(write);
      writing = true;
    },
  };
}

function readStored(storage: () => Storage): Map<string, CachedPrice> {
  const prices = new Map<string, CachedPrice>();
  let stored: unknown;
  try {
    stored = JSON.parse(storage().getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return prices;
  }
  if (!isObject(stored)) return prices;
  for (const [url, entry] of Object.entries(stored)) {
    const price = parseStorePrice(entry);
    if (price && isObject(entry) && typeof entry.at == 'number') prices.set(url, { ...price, at: entry.at });
  }
  return prices;
}
