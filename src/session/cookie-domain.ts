/**
 * The `domain` attribute of the token cookie (spec 9.1): the last two host labels with a leading dot,
 * so the login is shared across a brand's subdomains (www., shop., forum.); `localhost` as is.
 *
 * @remarks Hosts where a domain attribute would be rejected or meaningless get none (a host-only
 * cookie): IPv4 and IPv6 addresses (browsers refuse `Domain=` on an IP) and single-label hosts such as
 * an intranet name. Hint: the two-label rule is wrong for public suffixes like `.co.uk`; all our brands
 * are on `.de`, so the spec's rule stands.
 */
export function cookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host == 'localhost') return 'localhost';
  if (isIpAddress(host)) return undefined;
  const labels = host.split('.').filter(Boolean);
  if (labels.length < 2) return undefined;
  return `.${labels.slice(-2).join('.')}`;
}

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':') || host.startsWith('[');
}

/**
 * Cookie attributes for js-cookie, safe on a page where an old library put enumerable properties on
 * `Object.prototype`: js-cookie walks attributes with `for…in` and writes each as a cookie attribute
 * (a function there throws 'split is not a function', so the login and theme cookies were never set).
 * Each inherited key gets an own `undefined`, which js-cookie skips.
 */
export function ownAttributes<T extends object>(attributes: T): T {
  const own = { ...attributes } as Record<string, unknown>;
  for (const key in own) if (!Object.hasOwn(own, key)) own[key] = undefined;
  return own as T;
}
