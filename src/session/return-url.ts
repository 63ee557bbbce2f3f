import Cookies from 'js-cookie';

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
    const sameSite = target.hostname == here.hostname || target.hostname.endsWith(siteSuffix(here.hostname));
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

const siteSuffix = (hostname: string) => `.${hostname.split('.').slice(-2).join('.')}`;
