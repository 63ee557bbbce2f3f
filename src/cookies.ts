/** What Kiosk's cookies may carry besides name and value. */
export interface CookieAttributes {
  path?: string;
  /** Without one, the cookie is host-only. */
  domain?: string | undefined;
  /** Lifetime in seconds; without one, a session cookie. */
  maxAgeSeconds?: number;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
}

/**
 * The named cookie's value, percent-decoded; undefined when it is not set. Throws where the browser
 * forbids cookies (a sandboxed frame): callers decide what that means for them.
 */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split('; ')) {
    const split = pair.indexOf('=');
    if (split < 0 || decode(pair.slice(0, split)) != name) continue;
    return decode(pair.slice(split + 1).replace(/^"(.*)"$/, '$1'));
  }
  return undefined;
}

/**
 * Sets a cookie. The attributes are written from their known fields, never by walking an object, so a
 * page whose old library put enumerable properties on `Object.prototype` cannot add its own.
 */
export function writeCookie(name: string, value: string, attributes: CookieAttributes = {}): void {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  if (attributes.path) cookie += `; path=${attributes.path}`;
  if (attributes.domain) cookie += `; domain=${attributes.domain}`;
  if (attributes.maxAgeSeconds !== undefined) cookie += `; max-age=${attributes.maxAgeSeconds}`;
  if (attributes.sameSite) cookie += `; samesite=${attributes.sameSite}`;
  if (attributes.secure) cookie += '; secure';
  document.cookie = cookie;
}

/**
 * Removes a cookie: path and domain must be those it was written with. A negative max-age expires it at
 * once in every browser (RFC 6265 5.2.2), and in test DOMs that compare the expiry with `<`.
 */
export const removeCookie = (name: string, attributes: CookieAttributes = {}) =>
  writeCookie(name, '', { ...attributes, maxAgeSeconds: -1 });

/** A value the page (or another library) wrote without encoding stays as it is. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
