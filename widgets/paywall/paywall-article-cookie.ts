import { removeCookie, writeCookie } from '../../src/cookies.ts';
import { logMissing } from '../../src/log.ts';

/** spec 9.1 */
export const PAYWALL_ARTICLE_COOKIE = 'paywallArticle';

/**
 * spec 4.2 paywall article memory: the walled article (its id), replacing any old one; a session
 * cookie on path /. `reset` (the tracking config's resetPaywallArticle) removes it instead.
 */
export function rememberPaywallArticle(articleId: string, reset: boolean): void {
  try {
    if (reset) removeCookie(PAYWALL_ARTICLE_COOKIE, { path: '/' });
    else writeCookie(PAYWALL_ARTICLE_COOKIE, articleId, { path: '/' });
  } catch (error) {
    logMissing('cookies', error);
  }
}
