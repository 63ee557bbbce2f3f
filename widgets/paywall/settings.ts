import type { ConfigOf } from '../../src/kit/config-schema.ts';
import { readConfigSection } from '../../src/kit/config-section.ts';
import { meta } from './meta.ts';

type Section = ConfigOf<typeof meta.config.section.fields>;

/** The paywall's own section of `#kiosk-config` (`{"paywall": {…}}`), with the codes read and the block defaulted. */
export interface PaywallSettings extends Omit<Section, 'provider' | 'bypass'> {
  provider: Required<Section['provider']>;
  bypass: Omit<Section['bypass'], 'codes'> & { codes: readonly string[] };
}

export const SCRIPT_TIMEOUT_MS = meta.config.section.fields.scriptTimeoutMs.default;

const HEX_DIGEST = /^[0-9a-f]{64}$/;

export const readPaywallSettings = (doc: Document = document): PaywallSettings | undefined =>
  readConfigSection(
    'paywall',
    meta.config.section,
    ({ provider, bypass, ...rest }, problem): PaywallSettings => ({
      ...rest,
      provider: { ...provider, block: provider.block ?? provider.global },
      bypass: { ...bypass, codes: readCodes(bypass.codes, problem) },
    }),
    doc,
  );

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
