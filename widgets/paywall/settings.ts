import { readConfigSection } from '../../src/kit/config-section.ts';

/** The paywall's own section of `#kiosk-config` (`{"paywall": {…}}`). */
export interface PaywallSettings {
  provider: {
    /** Display name, in '{provider} Config (key) missing' (spec 8). */
    name: string;
    /** The provider's loader script: a local static path (spec 7.6). */
    script: string;
    /** The global name of its command function (`window[global]('page_view', …)`). */
    global: string;
    /** The name of its block in the page data's `stats.tracking` (spec 3.4, 3.7). */
    block: string;
  };
  bypass: {
    /** The query parameter that carries a bypass code (spec 5.1; obfuscated on purpose). */
    param: string;
    /** The cookie that keeps an accepted code (spec 5.1). */
    cookie: string;
    /** SHA-256 digests (hex) of the valid codes, so neither bundle nor config reveals a code. */
    codes: readonly string[];
  };
  /** After this long without the provider's script, pwJsToLong is set (Poool uses 10 s). */
  scriptTimeoutMs: number;
  /** Where the offers lead; without one, that offer is not shown. */
  offers: { plus?: string; pur?: string };
  /** The login page; the link carries the return address (spec 2.3). */
  loginUrl?: string;
}

export const SCRIPT_TIMEOUT_MS = 10_000;

const HEX_DIGEST = /^[0-9a-f]{64}$/;

export function readPaywallSettings(doc: Document = document): PaywallSettings | undefined {
  return readConfigSection(
    'paywall',
    'paywall',
    (read) => {
      const provider = read.object('provider');
      const name = provider?.string('name');
      const script = provider?.string('script');
      const global = provider?.string('global');
      if (!name || !script || !global) {
        read.problem('provider.name, provider.script and provider.global are required');
        return undefined;
      }
      const bypass = read.object('bypass');
      const codes = readCodes(bypass?.string('codes', '') ?? '', (message) => read.problem(message));
      const offers = read.object('offers');
      const timeout = read.number('scriptTimeoutMs');
      return {
        provider: { name, script, global, block: provider?.string('block', global) ?? global },
        bypass: {
          param: bypass?.string('param', '') ?? '',
          cookie: bypass?.string('cookie', '') ?? '',
          codes,
        },
        scriptTimeoutMs: timeout !== undefined && timeout > 0 ? timeout : SCRIPT_TIMEOUT_MS,
        offers: { plus: offers?.string('plus'), pur: offers?.string('pur') },
        loginUrl: read.string('loginUrl'),
      };
    },
    doc,
  );
}

/**
 * `bypass.codes` is one string of digests separated by commas or spaces (the config reader takes no
 * arrays); anything that is not a SHA-256 hex digest is reported and dropped.
 */
function readCodes(raw: string, problem: (message: string) => void): string[] {
  const codes = raw
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const bad = codes.filter((code) => !HEX_DIGEST.test(code));
  if (bad.length) problem(`bypass.codes: ${bad.length} entries are not SHA-256 hex digests; ignored`);
  return codes.filter((code) => HEX_DIGEST.test(code));
}
