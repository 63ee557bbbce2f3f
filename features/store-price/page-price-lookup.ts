import { pageShared } from '../../src/kit/page-shared.ts';
import { createPriceCache } from './price-cache.ts';
import { createPriceLookup, type PriceLookup } from './price-lookup.ts';
import type { PriceCallSettings } from './settings.ts';

declare module '../../src/kit/page-shared.ts' {
  interface PageSharedValues {
    storePriceLookup: PriceLookup;
  }
}

/**
 * The page's one price lookup (spec 7.5: one request per URL per page), shared by the in-text links and
 * every affiliate box and button, with the session's price cache. The first widget's settings make it.
 */
export const pagePriceLookup = (widget: string, settings: PriceCallSettings): PriceLookup =>
  pageShared('storePriceLookup', () =>
    createPriceLookup(
      widget,
      settings,
      createPriceCache(() => sessionStorage),
    ),
  );
