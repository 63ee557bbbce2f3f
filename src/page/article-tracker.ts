import type { PageData } from '../config.ts';
import { isObject } from '../field-reader.ts';
import { pathSegment } from '../kit/path-segment.ts';
import { logError } from '../log.ts';
import type { Kiosk } from '../widget-contract.ts';

/** The tracker call of one article page view: its path below `apiHost` and its query. */
export interface ArticleTrackerCall {
  path: string;
  query: { adset: string; file: string; platform: 'mobile' | 'desktop'; adzone: string };
}

/** An own field of a page-data object (never an inherited `constructor`), or undefined. */
const child = (value: unknown, key: string): unknown =>
  isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
const text = (value: unknown) =>
  typeof value == 'string' || (typeof value == 'number' && Number.isFinite(value))
    ? String(value)
    : undefined;

/**
 * spec 7.8: `GET /articletracker/{configId}?adset&file&platform&adzone` from the page data: configId
 * from `stats.tracking.config.id`; adset and file from `stats.tracking.trackingInfo.slots`; platform
 * from `slots.isMobile`, or the page's mobile flag when absent; adzone from `ads.adsSlots.SDM_defzone`,
 * 'Rest' when missing. The configId is a path segment (`pathSegment`: encoded; `.`, `..` refused with
 * one line). Undefined, with one console line, without a usable configId.
 */
export function articleTrackerCall(page: PageData, isMobile: boolean): ArticleTrackerCall | undefined {
  const tracking = page.stats?.tracking;
  const id = text(child(child(tracking, 'config'), 'id'));
  if (!id) {
    logError('article-tracker', 'stats.tracking.config.id is missing; nothing sent');
    return undefined;
  }
  const configId = pathSegment(id, { source: 'article-tracker', field: 'stats.tracking.config.id' });
  if (!configId) return undefined;
  const slots = child(child(tracking, 'trackingInfo'), 'slots');
  const slotsMobile = child(slots, 'isMobile');
  return {
    path: `/articletracker/${configId}`,
    query: {
      adset: text(child(slots, 'adset')) ?? '',
      file: text(child(slots, 'file')) ?? '',
      platform: (typeof slotsMobile == 'boolean' ? slotsMobile : isMobile) ? 'mobile' : 'desktop',
      adzone: text(child(child(page.ads, 'adsSlots'), 'SDM_defzone')) || 'Rest',
    },
  };
}

/**
 * Sends the page view's one tracker call (the idle platform starts it, on idle). Nothing reads the answer (the spec does not show its
 * use); a failure is logged as the spec's 'article-tracker error' and the reader notices nothing.
 */
export function trackArticle({ page, api, isMobile }: Pick<Kiosk, 'page' | 'api' | 'isMobile'>) {
  // Without a usable configId, articleTrackerCall has said so in its one line (issue 25: one line).
  const call = articleTrackerCall(page, isMobile());
  if (!call) return;
  void api.request(call.path, { query: call.query, errorMessage: 'article-tracker error' }).then((result) => {
    // Whatever the answer holds is not read, so only a failed call counts, not an unreadable body.
    if (!result.ok && result.error.kind != 'parse')
      logError('article-tracker', result.error.message, result.error.status);
  });
}
