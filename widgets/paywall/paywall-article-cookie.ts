import Cookies from 'js-cookie';
import { logMissing } from '../../src/log.ts';
import { ownAttributes } from '../../src/session/cookie-domain.ts';

/** spec 9.1 */
export const PAYWALL_ARTICLE_COOKIE = 'paywallArticle';

/**
 * spec 4.2 paywall article memory: the walled article (its id), replacing any old one; a session
 * cookie on path /. `reset` (the tracking config's resetPaywallArticle) removes it instead.
 */
export function rememberPaywallArticle(articleId: string, reset: boolean): void {
  try {
    const attributes = ownAttributes({ path: '/' });
    if (reset) Cookies.remove(PAYWALL_ARTICLE_COOKIE, attributes);
    else Cookies.set(PAYWALL_ARTICLE_COOKIE, articleId, attributes);
  } catch (error) {
    logMissing('cookies', error);
  }
}
