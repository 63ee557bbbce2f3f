import Cookies from 'js-cookie';
import { cookieDomain } from '../../src/session/cookie-domain.ts';

/**
 * spec 2.3: where to go after login. The `returnUrl` query parameter beats the `returnTo` cookie;
 * with neither there is no return address. Only same-site http(s) addresses are returned, so a crafted
 * link cannot send a reader elsewhere after logging in.
 */
export function returnAddress(href: string = location.href): string | undefined {
  const here = new URL(href);
  const candidate = here.searchParams.get('returnUrl') || readReturnToCookie();
  if (!candidate) return undefined;
  try {
    const target = new URL(candidate, here);
    // The site is what the login cookie is shared across (spec 9.1); an IP host has no wider site.
    const site = cookieDomain(here.hostname);
    const sameSite =
      target.hostname == here.hostname || (site?.startsWith('.') && target.hostname.endsWith(site));
    return /^https?:$/.test(target.protocol) && sameSite ? target.href : undefined;
  } catch {
    return undefined;
  }
}

function readReturnToCookie(): string | undefined {
  try {
    return Cookies.get('returnTo') || undefined;
  } catch {
    return undefined;
  }
}
