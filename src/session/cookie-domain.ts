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
