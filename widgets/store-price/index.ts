import { defineWidget } from '../../src/kit/define-widget.ts';
import { logError } from '../../src/log.ts';
import { decorateStoreLinks } from './decorate-links.ts';
import { meta } from './meta.ts';
import { pagePriceLookup } from '../../features/store-price/page-price-lookup.ts';
import { readSettings } from './settings.ts';
import { createStoreLinkTest } from './store-link.ts';

/** spec 2.6: live 'from' prices on the store links inside the element. No UI framework, no styles. */
export const mount = defineWidget(meta, ({ element, kiosk, scope }) => {
  const settings = readSettings(meta.name, kiosk.config.apiHost);
  if (!settings)
    return logError(meta.name, 'no store configured (#kiosk-config storePrice); links left as they are');
  scope.add(
    decorateStoreLinks({
      root: element,
      isStoreLink: createStoreLinkTest(settings),
      // One lookup per page, shared by every mount and the affiliate boxes: each URL is asked once.
      lookup: pagePriceLookup(meta.name, settings),
      track: (event) => kiosk.bus.emit('analytics-event', event),
      signal: scope.signal,
      marker: settings.marker,
    }),
  );
});
