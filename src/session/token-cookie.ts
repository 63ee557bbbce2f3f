import { readCookie, removeCookie, writeCookie, type CookieAttributes } from '../cookies.ts';
import { logMissing } from '../log.ts';
import { cookieDomain } from './cookie-domain.ts';

/** spec 9.1: the community login token. */
export const TOKEN_COOKIE = 'ape_token';
/** spec 9.1: 31,104,000 s = 360 days. */
const MAX_AGE_SECONDS = 31_104_000;

/**
 * spec 9.1 says secure and SameSite=None; a browser drops such a cookie on a plain-http page (any host
 * but localhost), so there it is written without both, as spec 5.1 does for the bypass cookie
 * (issue 17, defect 8).
 */
const attributes = (): CookieAttributes => ({
  path: '/',
  domain: cookieDomain(location.hostname),
  ...(location.protocol == 'https:' ? { secure: true, sameSite: 'none' as const } : {}),
});

/**
 * The token of a login made on this page while cookies are blocked (a sandboxed frame, a privacy
 * setting): the reader stays logged in for this visit.
 */
let pageOnly: { token: string | undefined } | undefined;

/** The stored token, or undefined. Cookies blocked by the browser read as no token. */
export function readToken(): string | undefined {
  if (pageOnly) return pageOnly.token;
  try {
    return readCookie(TOKEN_COOKIE) || undefined;
  } catch (error) {
    logMissing('cookies', error);
    return undefined;
  }
}

/** Stores the token; false when the cookie did not stick and the login lasts for this page only. */
export function writeToken(token: string): boolean {
  try {
    writeCookie(TOKEN_COOKIE, token, { ...attributes(), maxAgeSeconds: MAX_AGE_SECONDS });
    // A browser that blocks cookies may drop the write without a word.
    if (readCookie(TOKEN_COOKIE) == token) {
      pageOnly = undefined;
      return true;
    }
    logMissing('cookies');
  } catch (error) {
    logMissing('cookies', error);
  }
  pageOnly = { token };
  return false;
}

export function removeToken(): void {
  if (pageOnly) pageOnly = { token: undefined };
  try {
    removeCookie(TOKEN_COOKIE, attributes());
  } catch (error) {
    logMissing('cookies', error);
  }
}
