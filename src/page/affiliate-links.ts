import type { PageData } from '../config.ts';
import { isObject } from '../field-reader.ts';
import { logError } from '../log.ts';

const SOURCE = 'element-events';

/**
 * spec 3.7: `stats.tracking.ga.config.affiliateLinkSelectors`, a list of CSS selectors (or one string
 * of them) naming the CMS's affiliate links. A selector the browser cannot parse is dropped and logged.
 */
export function affiliateSelectors(page: PageData): string[] {
  const ga = page.stats?.tracking?.ga;
  const raw = isObject(ga) && isObject(ga.config) ? ga.config.affiliateLinkSelectors : undefined;
  const listed = typeof raw == 'string' ? [raw] : Array.isArray(raw) ? raw : [];
  return listed.filter((selector): selector is string => {
    try {
      if (typeof selector != 'string' || !selector.trim()) throw new Error();
      document.createDocumentFragment().querySelector(selector);
      return true;
    } catch {
      logError(
        SOURCE,
        `ga.config.affiliateLinkSelectors: ${JSON.stringify(selector)} is not a CSS selector, skipped`,
      );
      return false;
    }
  });
}

/**
 * Issue 31: how to find the affiliate links the page's selectors name in a node and below it, each
 * handed to `track`; undefined when the page names none. Its own chunk, which the element observer
 * loads only on pages with web-analytics settings, so marked elements alone stay within 1.5 KB.
 */
export function affiliateLinkScanner(
  page: PageData,
  track: (link: Element) => void,
): ((node: Element) => void) | undefined {
  const selector = affiliateSelectors(page).join(',');
  if (!selector) return undefined;
  return (node) => {
    for (const element of [node, ...node.querySelectorAll(selector)])
      if (element.matches(selector)) track(element);
  };
}
