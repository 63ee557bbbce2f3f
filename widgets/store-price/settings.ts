import type { FieldReader } from '../../src/field-reader.ts';
import { readConfigSection } from '../../src/kit/config-section.ts';

/** The store the decorator knows (its `#kiosk-config` section `storePrice`), spec 5.3 and 7.5. */
export interface StorePriceSettings {
  /** Where the price call goes: `GET {apiBase}/{store}/price?url=…`. */
  apiBase: string;
  /** The path segment that names the store in the price call. */
  store: string;
  /** The host of the store's short links (`https://{shortLinkHost}/{digits and lowercase letters}`). */
  shortLinkHost?: string;
  /** Links that start with this address point at the store. */
  webAddress?: string;
  timeoutMs: number;
}

export const DEFAULT_TIMEOUT_MS = 5000;

/**
 * The web address as the browser writes a link's `href` (lowercase host, a '/' after it), so
 * 'https://www.Store.de' matches its links and 'https://www.store.de.example' does not.
 */
function webAddressOf(raw: string | undefined, read: FieldReader): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (url?.protocol == 'https:' || url?.protocol == 'http:') return url.href;
  read.problem('webAddress must be an http(s) address');
  return undefined;
}

/**
 * The `storePrice` section, or undefined when it names no store: then no link can qualify and the
 * widget does nothing (reported once).
 */
export function readSettings(widget: string, apiHost: string): StorePriceSettings | undefined {
  return readConfigSection(widget, 'storePrice', (read) => {
    const store = read.string('store');
    const timeoutMs = read.number('timeoutMs');
    const validTimeout = timeoutMs !== undefined && Number.isInteger(timeoutMs) && timeoutMs > 0;
    if (timeoutMs !== undefined && !validTimeout) read.problem('timeoutMs must be a whole number above 0');
    const settings = {
      apiBase: read.string('apiBase', apiHost).replace(/\/+$/, ''),
      shortLinkHost: read.string('shortLinkHost')?.toLowerCase(),
      webAddress: webAddressOf(read.string('webAddress'), read),
      timeoutMs: validTimeout ? timeoutMs : DEFAULT_TIMEOUT_MS,
    };
    if (!store || !/^[\w-]+$/.test(store)) {
      read.problem('store is required: a path segment of letters, digits, - or _');
      return undefined;
    }
    if (!settings.shortLinkHost && !settings.webAddress) {
      read.problem('shortLinkHost or webAddress is required');
      return undefined;
    }
    return { ...settings, store };
  });
}
