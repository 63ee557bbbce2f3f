import { defineConfigSection, milliseconds, type ConfigOf } from '../../src/kit/config-schema.ts';
import { readConfigSection } from '../../src/kit/config-section.ts';

/**
 * The `storePrice` section of `#kiosk-config` (spec 5.3, 7.5): the store whose prices the in-text links
 * (store-price) and the affiliate boxes and buttons show. Read in the widgets' chunks.
 */
export const STORE_PRICE_CONFIG = defineConfigSection('storePrice', {
  store: {
    type: 'string',
    required: true,
    pattern: /^[\w-]+$/,
    description: 'the path segment that names the store in the price call',
  },
  shortLinkHost: {
    type: 'string',
    description:
      "the host of the store's short links (`https://{shortLinkHost}/{digits and lowercase letters}`); this or webAddress is required for in-text links",
  },
  webAddress: {
    type: 'string',
    description: 'links that start with this http(s) address point at the store',
  },
  apiBase: {
    type: 'string',
    description: 'where the price call goes, `GET {apiBase}/{store}/price?url=…` (default: apiHost)',
  },
  timeoutMs: milliseconds({ default: 5000, description: 'how long one price call may take' }),
  marker: {
    type: 'string',
    pattern: /^.{1,24}$/,
    description:
      "text after the price on every decorated link, as written: '*' with a footnote on the page, or ' (Anzeige)'; affiliate links are advertising",
  },
});

export type StorePriceSection = ConfigOf<typeof STORE_PRICE_CONFIG.fields>;

/** What the price call needs: the store, where to ask, how long to wait. */
export type PriceCallSettings = Required<Pick<StorePriceSection, 'apiBase' | 'store' | 'timeoutMs'>>;

/** For the tests and the docs: what a page without `storePrice.timeoutMs` gets. */
export const DEFAULT_TIMEOUT_MS = STORE_PRICE_CONFIG.fields.timeoutMs.default;

/** The call's base as `{apiBase}/{store}` wants it: the section's, else the platform's, without a trailing '/'. */
export const priceApiBase = (section: StorePriceSection, apiHost: string) =>
  (section.apiBase ?? apiHost).replace(/\/+$/, '');

/** The section as the price call needs it, for a widget that decorates no in-text links. */
export const readPriceCallSettings = (widget: string, apiHost: string): PriceCallSettings | undefined =>
  readConfigSection(widget, STORE_PRICE_CONFIG, (section) => ({
    ...section,
    apiBase: priceApiBase(section, apiHost),
  }));
