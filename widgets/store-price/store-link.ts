import { escapeRegExp } from './escape-regexp.ts';
import type { StorePriceSettings } from './settings.ts';

/**
 * spec 5.3, the last condition: the link points at the store's short-link pattern (a path of digits
 * and lowercase letters on the short-link host) or starts with the store's web address. Takes the
 * link's resolved `href`, so relative links and case in the host are read as the browser reads them.
 */
export function createStoreLinkTest({
  shortLinkHost,
  webAddress,
}: Pick<StorePriceSettings, 'shortLinkHost' | 'webAddress'>): (url: string) => boolean {
  const shortLink = shortLinkHost && new RegExp(`^https://${escapeRegExp(shortLinkHost)}/[0-9a-z]+$`);
  return (url) => (shortLink ? shortLink.test(url) : false) || (!!webAddress && url.startsWith(webAddress));
}

/**
 * spec 5.3: "not marked as a widget". A Kiosk mount point (`data-widget`) or a CMS widget box (class
 * `widget`) inside the decorator's element owns its links; the decorator's own element does not count.
 */
export function isInsideWidget(link: Element, root: Element): boolean {
  const marked = link.closest('[data-widget],.widget');
  return marked !== null && marked !== root && root.contains(marked);
}
