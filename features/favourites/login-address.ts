import { safeUrl } from '../../src/kit/safe-url.ts';
import { returnAddress } from '../login/return-address.ts';

/**
 * A login or registration page's address with the return address of spec 2.3: the page's own
 * `returnUrl`/`returnTo` where it has a valid one, else the page the reader is on. The configured
 * page passes the one URL check first; an unusable one gives `undefined` (the link is left out).
 */
export function loginAddress(page: string, field: string, href: string = location.href): string | undefined {
  const checked = safeUrl(page, { source: 'favourites', field, page: href });
  if (!checked) return undefined;
  const url = new URL(checked);
  url.searchParams.set('returnUrl', returnAddress(href) ?? href);
  return url.href;
}
