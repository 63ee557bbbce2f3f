import { ELEMENT_AREAS, type AnalyticsEvent, type ElementArea } from '../analytics/catalogue.ts';
import { trackElement, type ElementTracking } from '../analytics/element-events.ts';
import { FULL_VISIBILITY_THRESHOLD } from '../analytics/when-seen.ts';
import type { Bus } from '../bus.ts';
import type { PageData } from '../config.ts';
import { logError } from '../log.ts';

/** How the CMS marks an article element (issue 31): `data-kiosk-element="productBox"`. */
export const ELEMENT_ATTRIBUTE = 'data-kiosk-element';
/** Its place among its kind, 1 for the first: `data-kiosk-position="2"`. */
export const POSITION_ATTRIBUTE = 'data-kiosk-position';

/**
 * spec 9.6 names one event that counts as seen only at 0.9 and not which: the home-page rotation. A
 * slide a tenth in view is the edge of the next slide peeking in, not a slide the reader was shown;
 * every other element is read in passing, so a tenth of it is an impression (issue 31, README).
 */
export const NEARLY_WHOLE_AREA: ElementArea = 'homeRotation';

const SOURCE = 'element-events';

/**
 * spec 9.6, issue 31: '{Area} / sichtbar' once per marked element (at 0.1, the rotation at 0.9) and
 * '{Area} / klick' per click, with its position; affiliate links found by the page's selectors
 * (affiliate-links.ts) report as 'Affiliate-Link', and every affiliate link gains `rel="sponsored"`.
 * Elements added later (element reload, infinite scroll) are tracked when they arrive. Costs no layout:
 * IntersectionObservers only, one per threshold. It watches for the page's life (nothing ends it, so
 * it has no stop: issue 31's 1.5 KB); it returns the affiliate selectors' start where the page has
 * web-analytics settings, whose failure to load the caller's guard logs (src/idle-platform.ts).
 */
export function trackMarkedElements(
  bus: Bus,
  page: PageData,
  root: Element = document.body,
): Promise<void> | undefined {
  const tracked = new WeakSet<Element>();
  const emit = (event: AnalyticsEvent) => bus.emit('analytics-event', event);

  const track = (element: Element, area: ElementTracking['area']) => {
    if (tracked.has(element)) return;
    tracked.add(element);
    // A link's relList (an area's, a form's too); an affiliate mark on anything else has none to add to.
    if (area == 'affiliateLink') (element as Partial<HTMLAnchorElement>).relList?.add('sponsored');
    const rawPosition = element.getAttribute(POSITION_ATTRIBUTE);
    let position: number | undefined;
    if (rawPosition !== null) {
      if (/^[1-9]\d{0,3}$/.test(rawPosition)) position = Number(rawPosition);
      else logError(SOURCE, `${POSITION_ATTRIBUTE}="${rawPosition}": not a whole number from 1, left out`);
    }
    // Left out where undefined: trackElement sends no position, whenSeen takes its default threshold.
    trackElement(
      element,
      { area, position, threshold: area == NEARLY_WHOLE_AREA ? FULL_VISIBILITY_THRESHOLD : undefined },
      emit,
    );
  };

  let scanLinks: ((node: Element) => void) | undefined;
  const scan = (node: Element) => {
    for (const element of [node, ...node.querySelectorAll(`[${ELEMENT_ATTRIBUTE}]`)]) {
      const area = element.getAttribute(ELEMENT_ATTRIBUTE);
      if (area === null) continue;
      // Videos and galleries report with their player's length and time (spec 9.6), which markup cannot say.
      if (Object.hasOwn(ELEMENT_AREAS, area) && area != 'video' && area != 'gallery')
        track(element, area as ElementTracking['area']);
      else logError(SOURCE, `${ELEMENT_ATTRIBUTE}="${area}": not an area Kiosk tracks from markup`);
    }
    scanLinks?.(node);
  };

  scan(root);
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  }).observe(root, { childList: true, subtree: true });
  // spec 3.7: only pages with web-analytics settings can name affiliate selectors; reading them is a
  // chunk of its own, so a page with marked elements alone does not load it.
  if (page.stats?.tracking?.ga)
    return import('./affiliate-links.ts').then(({ affiliateLinkScanner }) => {
      scanLinks = affiliateLinkScanner(page, (link) => track(link, 'affiliateLink'));
      scanLinks?.(root);
    });
}
