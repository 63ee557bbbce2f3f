import type { BackendCall } from '../kit/backend-call.ts';
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

/**
 * Browsers refuse a `keepalive` request once the bodies in flight pass 64 KB; a bigger event goes as a
 * plain request, which at least arrives while the reader stays.
 */
const KEEPALIVE_LIMIT = 64 * 1024;

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
    const body = JSON.stringify(payload);
    // A '… / klick' on a same-tab link is sent as the page goes: the request must outlive it.
    const result = await requestJson(endpoint, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'text/plain' },
      keepalive: new Blob([body]).size <= KEEPALIVE_LIMIT,
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

/** The call above as a contract for the integration guide (`npm run docs`); the build drops it. */
export const EVENT_CALL: BackendCall = {
  summary:
    "one web-analytics event, in the order they were tracked, once consent allows it; not from automated browsers or with `localStorage.kiosk_ignore` = `true`. Sent with `keepalive`, so a '… / klick' on a link that leaves the page still arrives; events still waiting when the page goes (pagehide) are sent at once",
  method: 'POST',
  base: '{origin of apiHost}',
  path: '/api/event',
  headers: { 'Content-Type': 'text/plain' },
  body: {
    n: { type: 'string', required: true, description: 'the event name' },
    u: { type: 'string', required: true, description: "the page's URL" },
    d: {
      type: 'string',
      required: true,
      description: '`analyticsDomain` (`analyticsDomainPro` on `pro`), else the host name',
    },
    r: {
      type: ['string', 'null'],
      required: true,
      description: 'the referrer; null when the reader came directly',
    },
    w: { type: 'number', required: true, description: 'viewport width in px' },
    m: {
      type: 'object',
      description: "the page's `#kiosk-page` metadata, the reader's login and subscription",
    },
    p: { type: 'object', description: "the event's own props" },
  },
  response: {},
  misfit:
    "Kiosk does not read the answer; any status but 2xx, a timeout or a dropped connection is logged once ('[kiosk:analytics] event not sent …') and the event is not sent again.",
  demo: {
    path: '/api/event',
    body: { n: 'article_start', u: 'http://localhost:5173/auto/', d: 'www.example.de', r: null, w: 1280 },
  },
};
