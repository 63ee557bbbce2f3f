import { readCookie } from '../../src/cookies.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { cookieDomain } from '../../src/session/cookie-domain.ts';

/**
 * spec 2.3: where to go after login. The `returnUrl` query parameter beats the `returnTo` cookie;
 * with neither there is no return address. Only same-site addresses that pass the URL check
 * (`safeUrl`) are returned, so a crafted link cannot send a reader elsewhere after logging in.
 */
export function returnAddress(href: string = location.href): string | undefined {
  const here = new URL(href);
  const fromQuery = here.searchParams.get('returnUrl');
  const candidate = fromQuery || readReturnToCookie();
  const checked = safeUrl(candidate, {
    source: 'login',
    field: fromQuery ? 'returnUrl' : 'returnTo',
    page: href,
  });
  if (!checked) return undefined;
  const target = new URL(checked);
  // The site is what the login cookie is shared across (spec 9.1); an IP host has no wider site.
  const site = cookieDomain(here.hostname);
  const sameSite =
    target.hostname == here.hostname || (site?.startsWith('.') && target.hostname.endsWith(site));
  return sameSite ? checked : undefined;
}

function readReturnToCookie(): string | undefined {
  try {
    return readCookie('returnTo') || undefined;
  } catch {
    return undefined;
  }
}
