import { readCookie, writeCookie } from '../../src/cookies.ts';
import { logMissing } from '../../src/log.ts';

export interface BypassRule {
  param: string;
  cookie: string;
  /** SHA-256 hex digests of the valid codes. */
  codes: readonly string[];
}

/** The code's SHA-256 as lower-case hex, by Web Crypto; undefined where Web Crypto is missing (http). */
async function digest(code: string): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const bytes = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(code)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isValid = async (code: string, rule: BypassRule) => {
  const hash = await digest(code);
  return hash !== undefined && rule.codes.includes(hash);
};

function storedCode(name: string): string | undefined {
  try {
    return readCookie(name) || undefined;
  } catch (error) {
    logMissing('cookies', error);
    return undefined;
  }
}

/**
 * spec 5.1 steps 1–4, in order: the cookie's code first; else the parameter's part before the first
 * '-', whose first digit N is its validity in days; an accepted parameter code is kept in the cookie
 * for N days (path /, secure and SameSite=None on https). True when the paywall is skipped.
 *
 * @remarks A code whose first digit is 0, or that has none, cannot say how long it lasts: it is
 * refused as malformed rather than guessed.
 */
export async function checkBypass(rule: BypassRule, href: string = location.href): Promise<boolean> {
  if (!rule.param || !rule.cookie || rule.codes.length == 0) return false;
  const stored = storedCode(rule.cookie);
  if (stored && (await isValid(stored, rule))) return true;
  const url = new URL(href);
  const code = url.searchParams.get(rule.param)?.split('-')[0];
  if (!code) return false;
  const days = Number(/\d/.exec(code)?.[0] ?? 0);
  if (days < 1 || !(await isValid(code, rule))) return false;
  const https = url.protocol == 'https:';
  try {
    writeCookie(rule.cookie, code, {
      maxAgeSeconds: days * 86_400,
      path: '/',
      ...(https ? { secure: true, sameSite: 'none' as const } : {}),
    });
  } catch (error) {
    // The bypass still holds for this page; only its memory is lost.
    logMissing('cookies', error);
  }
  return true;
}
