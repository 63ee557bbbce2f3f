import { defineWidget } from '../../src/kit/define-widget.ts';
import { logError } from '../../src/log.ts';
import { decorateStoreLinks } from './decorate-links.ts';
import { meta } from './meta.ts';
import { createPriceCache } from './price-cache.ts';
import { createPriceLookup, type PriceLookup } from './price-lookup.ts';
import { readSettings } from './settings.ts';
import { createStoreLinkTest } from './store-link.ts';

/** One lookup per page, shared by every mount (an article body and a gallery ask each URL once). */
let pageLookup: PriceLookup | undefined;

/** spec 2.6: live 'from' prices on the store links inside the element. No UI framework, no styles. */
export const mount = defineWidget(meta, ({ element, kiosk, scope }) => {
  const settings = readSettings(meta.name, kiosk.config.apiHost);
  if (!settings)
    return logError(meta.name, 'no store configured (#kiosk-config storePrice); links left as they are');
  pageLookup ??= createPriceLookup(
    meta.name,
    settings,
    createPriceCache(() => sessionStorage),
  );
  scope.add(
    decorateStoreLinks({
      root: element,
      isStoreLink: createStoreLinkTest(settings),
      lookup: pageLookup,
      track: (event) => kiosk.bus.emit('analytics-event', event),
      signal: scope.signal,
      marker: settings.marker,
    }),
  );
});
