import type { PageData, SiteConfig } from '../config.ts';
import { requestJson } from '../http.ts';
import { logError, logWarning } from '../log.ts';

/**
 * spec 7.12: sends one web-analytics event as `POST {host}/api/event`.
 *
 * Page data (`#kiosk-page`) fields read here (spec 3.7, the two web-analytics domain names):
 * - `analyticsDomain`: the site's name in web analytics, e.g. `"auto-motor-kiosk.de"`;
 * - `analyticsDomainPro`: the same for the tech-pro site, used instead on the project 'pro'.
 * A page without the field it needs is counted under `location.hostname`, with one console warning.
 *
 * Not sent (spec 5.6):
 * - from automated browsers (`navigator.webdriver`), so test runs and bots do not count as readers;
 * - from a browser that stores the ignore flag: `localStorage.setItem('kiosk_ignore', 'true')`, for
 *   editors and testers. A browser that blocks storage has no flag and is counted.
 *
 * @remarks The body is JSON sent as `text/plain`: a cross-origin POST with that type needs no CORS
 * preflight, so an event costs one request.
 */
export const IGNORE_STORAGE_KEY = 'kiosk_ignore';

/** spec 3.7: the tech-pro project, which reports under its own web-analytics domain. */
const PRO_PROJECT = 'pro';

/** An event as the sender takes it: name, event props and the context it belongs to. */
export interface OutgoingEvent {
  name: string;
  props?: object;
  meta?: object;
}

/** spec 7.12: the body's fields. */
export interface EventPayload {
  /** name */
  n: string;
  /** url */
  u: string;
  /** domain */
  d: string;
  /** referrer; null when the reader came directly */
  r: string | null;
  /** viewport width */
  w: number;
  /** meta */
  m?: object;
  /** props */
  p?: object;
}

export type SendOutcome = 'sent' | 'skipped' | 'failed';
export type Send = (event: OutgoingEvent) => Promise<SendOutcome>;

export interface SenderOptions {
  config: Pick<SiteConfig, 'project' | 'apiHost'>;
  page: PageData;
  /** Origin of the analytics endpoint; default: the origin of `config.apiHost`. */
  host?: string;
  /**
   * Sends from automated browsers too. Hint: only for a test of the sender itself in an automated
   * browser; it is deliberately not readable from page data or config, where it would count bots.
   */
  sendFromAutomatedBrowsers?: boolean;
}

export function createSender(options: SenderOptions): Send {
  const host = options.host ?? new URL(options.config.apiHost, location.href).origin;
  const endpoint = `${host.replace(/\/+$/, '')}/api/event`;
  const domain = analyticsDomain(options.config.project, options.page);

  return async (event) => {
    if (navigator.webdriver && !options.sendFromAutomatedBrowsers) return 'skipped';
    if (isIgnored()) return 'skipped';
    const payload: EventPayload = {
      n: event.name,
      u: location.href,
      d: domain,
      r: document.referrer || null,
      w: window.innerWidth,
      ...(event.meta && { m: event.meta }),
      ...(event.props && { p: event.props }),
    };
    const result = await requestJson(endpoint, {
      method: 'POST',
      body: JSON.stringify(payload),
      headers: { 'Content-Type': 'text/plain' },
    });
    if (result.ok) return 'sent';
    logError('analytics', `event not sent: ${result.error.message}`);
    return 'failed';
  };
}

function analyticsDomain(project: string, page: PageData): string {
  const field = project === PRO_PROJECT ? 'analyticsDomainPro' : 'analyticsDomain';
  const value = page[field];
  if (typeof value === 'string' && value !== '') return value;
  logWarning('analytics', `#kiosk-page lacks ${field}; events count under ${location.hostname}`);
  return location.hostname;
}

/** spec 5.6; storage access throws in some privacy modes, which must not stop the page. */
function isIgnored(): boolean {
  try {
    return localStorage.getItem(IGNORE_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}
