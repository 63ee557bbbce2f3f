import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkBypass, type BypassRule } from '../../../widgets/paywall/bypass.ts';
import { skipReason } from '../../../widgets/paywall/skip-rules.ts';
import { recordCookieWrites } from '../../support/cookie-writes.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const RULE: BypassRule = { param: 'zq', cookie: 'zqc', codes: [sha256('kiosk7'), sha256('abc3x')] };
const PAGE = 'http://localhost:5173/auto/paywall/premium/';

let written: string[];
beforeEach(() => {
  written = recordCookieWrites();
});
afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'zqc=; max-age=0; path=/';
});

describe('bypass code (spec 5.1)', () => {
  it('accepts a listed code from the parameter, before the first "-", and keeps it N days', async () => {
    expect(await checkBypass(RULE, `${PAGE}?zq=kiosk7-newsletter-2026`)).toBe(true);
    expect(document.cookie).toContain('zqc=kiosk7');
    expect(written).toHaveLength(1);
    const [, ...attributes] = written[0]!.split('; ');
    expect(attributes).toContain('path=/');
    expect(attributes).toContain(`max-age=${7 * 86_400}`);
  });

  it('takes the first digit anywhere in the code as the days (abc3x: 3 days)', async () => {
    expect(await checkBypass(RULE, `${PAGE}?zq=abc3x`)).toBe(true);
    expect(written[0]!.split('; ')).toContain(`max-age=${3 * 86_400}`);
  });

  it('on http: no secure, no SameSite=None (the browser would drop a secure cookie)', async () => {
    await checkBypass(RULE, `${PAGE}?zq=kiosk7`);
    expect(written[0]!.toLowerCase()).not.toContain('secure');
    expect(written[0]!.toLowerCase()).not.toContain('samesite');
  });

  it('on https: secure and SameSite=None', async () => {
    await checkBypass(RULE, 'https://www.example.de/artikel/?zq=kiosk7-x');
    expect(written[0]).toContain('; secure');
    expect(written[0]!.toLowerCase()).toContain('; samesite=none');
  });

  it('reads the cookie first: a stored valid code skips without any parameter', async () => {
    document.cookie = 'zqc=kiosk7; path=/';
    written = [];
    expect(await checkBypass(RULE, PAGE)).toBe(true);
    expect(written).toEqual([]);
  });

  it('a stored code that is no longer listed does not count; a valid parameter replaces it', async () => {
    document.cookie = 'zqc=old9code; path=/';
    expect(await checkBypass(RULE, PAGE)).toBe(false);
    expect(await checkBypass(RULE, `${PAGE}?zq=kiosk7`)).toBe(true);
    expect(document.cookie).toContain('zqc=kiosk7');
  });

  it('an expired cookie is gone: no skip', async () => {
    document.cookie = `zqc=kiosk7; path=/; expires=${new Date(Date.now() - 1000).toUTCString()}`;
    expect(await checkBypass(RULE, PAGE)).toBe(false);
  });

  it('refuses a code that is not listed (digest mismatch), and writes nothing', async () => {
    expect(await checkBypass(RULE, `${PAGE}?zq=kiosk8`)).toBe(false);
    expect(await checkBypass(RULE, `${PAGE}?zq=KIOSK7`)).toBe(false);
    expect(await checkBypass({ ...RULE, codes: [sha256('kiosk7 ')] }, `${PAGE}?zq=kiosk7`)).toBe(false);
    expect(written).toEqual([]);
  });

  for (const [label, value] of [
    ['empty', ''],
    ['nothing before the "-"', '-kiosk7'],
    ['the part after the "-" only', 'x-kiosk7'],
    ['no digit', 'kiosk'],
    ['first digit 0', 'k0iosk7'],
  ])
    it(`refuses a malformed parameter: ${label}`, async () => {
      const rule = { ...RULE, codes: [...RULE.codes, sha256('kiosk'), sha256('k0iosk7')] };
      expect(await checkBypass(rule, `${PAGE}?zq=${value}`)).toBe(false);
      expect(written).toEqual([]);
    });

  it('without Web Crypto (an http page on another host) nothing is skipped', async () => {
    vi.stubGlobal('crypto', {});
    expect(await checkBypass(RULE, `${PAGE}?zq=kiosk7`)).toBe(false);
    vi.unstubAllGlobals();
  });

  it('the config holds no code, only digests', () => {
    expect(RULE.codes.join()).not.toContain('kiosk7');
  });
});

describe('skip rules (spec 5.1), in order', () => {
  const input = { disableForFrontend: false, paywallFeature: true, bypass: RULE, href: PAGE };
  it('disableForFrontend, then moove, then the project, then the bypass code', async () => {
    expect(await skipReason(input)).toBeUndefined();
    expect(await skipReason({ ...input, disableForFrontend: true, href: `${PAGE}?moove` })).toBe(
      'disableForFrontend',
    );
    expect(await skipReason({ ...input, href: `${PAGE}?moove=1`, paywallFeature: false })).toBe('moove');
    expect(await skipReason({ ...input, paywallFeature: false, href: `${PAGE}?zq=kiosk7` })).toBe('project');
    expect(await skipReason({ ...input, href: `${PAGE}?zq=kiosk7` })).toBe('bypass');
  });
});
