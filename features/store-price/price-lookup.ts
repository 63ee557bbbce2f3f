import { requestJson } from '../../src/http.ts';
import { pathSegment } from '../../src/kit/path-segment.ts';
import { logError } from '../../src/log.ts';
import type { PriceCache } from './price-cache.ts';
import type { PriceCallSettings } from './settings.ts';
import { parseStorePrice, type DatedPrice } from './store-price.ts';

/** A link URL's price, or undefined when there is none to show (failed, unparsable, timed out). */
export type PriceLookup = (url: string) => Promise<DatedPrice | undefined>;

/**
 * spec 7.5: `GET {apiBase}/{store}/price?url={linkUrl}`. Each URL is asked once per page, however many
 * links and mounts carry it (a failure too: the reader will not get a price by asking again); a price
 * from the session cache is not asked at all.
 */
export function createPriceLookup(
  widget: string,
  { apiBase, store, timeoutMs }: PriceCallSettings,
  cache: PriceCache,
): PriceLookup {
  const asked = new Map<string, Promise<DatedPrice | undefined>>();
  // spec 7.5: {store} is a path segment; a store named '..' would ask another path of the API.
  const segment = pathSegment(store, { source: widget, field: 'storePrice.store' });
  const ask = async (url: string) => {
    const cached = cache.get(url);
    if (cached) return cached;
    if (segment === undefined) return undefined;
    const result = await requestJson(`${apiBase}/${segment}/price?url=${encodeURIComponent(url)}`, {
      timeoutMs,
      parse: parseStorePrice,
    });
    if (!result.ok) {
      // spec 8: an unparsable answer is logged; the link stays as it was.
      logError(widget, `price lookup failed (${result.error.message}); link left as it is`, url);
      return undefined;
    }
    cache.set(url, result.value);
    return { ...result.value, at: Date.now() };
  };
  return (url) => {
    let answer = asked.get(url);
    if (!answer) asked.set(url, (answer = ask(url)));
    return answer;
  };
}
