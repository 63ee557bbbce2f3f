import {
  priceApiBase,
  STORE_PRICE_CONFIG,
  type PriceCallSettings,
} from '../../features/store-price/settings.ts';
import { readConfigSection } from '../../src/kit/config-section.ts';

/** What the decorator works with: the checked section, with the addresses as the browser writes them. */
export interface StorePriceSettings extends PriceCallSettings {
  shortLinkHost?: string;
  webAddress?: string;
  marker?: string;
}

/**
 * The web address as the browser writes a link's `href` (lowercase host, a '/' after it), so
 * 'https://www.Store.de' matches its links and 'https://www.store.de.example' does not.
 */
function webAddressOf(raw: string | undefined, problem: (message: string) => void): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (url?.protocol == 'https:' || url?.protocol == 'http:') return url.href;
  problem('webAddress must be an http(s) address');
  return undefined;
}

/**
 * The `storePrice` section, or undefined when it names no store: then no link can qualify and the
 * widget does nothing (reported once).
 */
export function readSettings(widget: string, apiHost: string): StorePriceSettings | undefined {
  return readConfigSection(widget, STORE_PRICE_CONFIG, (section, problem) => {
    const settings = {
      ...section,
      apiBase: priceApiBase(section, apiHost),
      shortLinkHost: section.shortLinkHost?.toLowerCase(),
      webAddress: webAddressOf(section.webAddress, problem),
    };
    if (settings.shortLinkHost || settings.webAddress) return settings;
    problem('shortLinkHost or webAddress is required');
    return undefined;
  });
}
