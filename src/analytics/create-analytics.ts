import type { Bus } from '../bus.ts';
import { ANALYTICS_PURPOSES, type Consent } from '../consent/consent.ts';
import type { PageData, SiteConfig } from '../config.ts';
import { logError } from '../log.ts';
import type { Kiosk } from '../widget-contract.ts';
import {
  LOGIN_ERROR_EVENT,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type PropsArgument,
  type PropValue,
} from './catalogue.ts';
import { createAnalyticsQueue } from './queue.ts';
import { createSender, type OutgoingEvent, type Send } from './sender.ts';
import { NO_SUBSCRIPTION, type SubscriptionFlags } from '../session/subscription-flags.ts';
import { consentStatus, hasPur, subscriptionType } from './subscription.ts';

declare module '../events.ts' {
  interface KioskEvents {
    /**
     * Asks for an analytics event (spec 9.6): how widgets and the host track, typed by the catalogue.
     * Hint: `kiosk.bus.emit('analytics-event', { name: 'login_start' })`.
     */
    'analytics-event': AnalyticsEvent;
  }
}

/** The login data (spec 4.7): who reads, with which subscription (spec 3.4; none if not known). */
export interface LoginData {
  loggedIn: boolean;
  subscription?: SubscriptionFlags;
}

export interface Analytics {
  track<N extends AnalyticsEventName>(name: N, ...props: PropsArgument<N>): void;
  /** spec 4.7: the article data is initialised. */
  articleReady(): void;
  /** spec 4.7: the login data is initialised; call again whenever it changes. */
  loginReady(login: LoginData): void;
  /** spec 8: tracks the login error event. */
  loginFailed(): void;
}

export interface AnalyticsOptions {
  bus: Bus;
  config: SiteConfig;
  page: PageData;
  /** Default: the web-analytics sender (spec 7.12). */
  send?: Send;
  /** The page's consent (issue 24); without it events go out as before consent was read. */
  consent?: Consent;
}

/** spec 3.7: the page metadata every event is reported with. */
const PAGE_META_FIELDS = [
  'title',
  'PageType',
  'c_lvl',
  'rp',
  'author',
  'CID',
  'navigation_ebene_1',
  'navigation_ebene_2',
  'date',
  'article:published_time',
  'ab_test',
  'c-src',
] as const;

/**
 * Tracks events through the queue (spec 4.7) to the sender (spec 7.12). Each event goes out with the
 * page metadata and the reader's login and subscription as meta (`m`); its own props are `p`.
 *
 * @remarks Events are sent one after another, so they arrive in the order they were tracked; when the
 * page goes, the waiting ones go at once. Events asked for on the bus ('analytics-event') take the same way as `track`.
 */
export function createAnalytics(
  { bus, config, page, send = createSender({ config, page }), consent }: AnalyticsOptions,
  held: readonly AnalyticsEvent[] = [],
): Analytics {
  const pageMeta = Object.fromEntries(
    PAGE_META_FIELDS.filter((field) => page[field] !== undefined).map((field) => [field, page[field]]),
  );
  let readerMeta: Readonly<Record<string, PropValue>> = {};
  // Events wait here while the one before them is on its way, so they arrive in order.
  const waiting: OutgoingEvent[] = [];
  let busy = false;
  const sendOne = (event: OutgoingEvent) =>
    send(event).catch((error: unknown) => logError('analytics', 'sending an event failed', error));
  const sendNext = () => {
    const event = waiting.shift();
    busy = event !== undefined;
    if (event) void sendOne(event).then(sendNext);
  };
  // A '… / klick' on a same-tab link may still wait behind the event before it when the page goes:
  // what waits goes out at once, as keepalive requests (sender.ts) that outlive the page.
  addEventListener('pagehide', () => {
    for (const event of waiting.splice(0)) void sendOne(event);
  });
  // spec 6: subscribers are reported with their tier as consent status, as before consent was read.
  const answer = () => {
    const state = consent?.state();
    if (state?.ready || state?.subscriber)
      queue.consent(
        state.subscriber || ANALYTICS_PURPOSES.every((purpose) => state.purposes.includes(purpose)),
      );
  };

  const queue = createAnalyticsQueue<OutgoingEvent>((event) => {
    waiting.push({ ...event, meta: { ...pageMeta, ...readerMeta } });
    if (!busy) sendNext();
  }, !!consent);
  for (const event of held) queue.track(event);
  bus.on('analytics-event', (event) => queue.track(event));
  bus.on('consent-changed', answer);

  return {
    track(name, ...[props]) {
      queue.track(props === undefined ? { name } : { name, props });
    },
    articleReady: queue.articleReady,
    loginReady({ loggedIn, subscription = NO_SUBSCRIPTION }) {
      // spec 6: the tier as user_has_pur and abo_type, and the consent status.
      readerMeta = {
        logged_in: loggedIn,
        abo_type: subscriptionType(config.project, subscription),
        user_has_pur: hasPur(config.project, subscription),
        consent_status: consentStatus(config.project, subscription),
      };
      // The answer first: a Pur reader's held events must not meet the CMP's refusal.
      answer();
      queue.loginReady();
    },
    loginFailed() {
      queue.track({ name: LOGIN_ERROR_EVENT });
    },
  };
}

/**
 * Starts analytics for the page (src/idle-platform.ts, on idle). The article data is the page data the
 * runtime has already parsed, so it is ready at once; the login data comes from the session, which calls
 * `loginReady` on the analytics returned here. `held` are the events the bus carried before this started
 * (the runtime holds them), tracked first and in order.
 */
export function startAnalytics(
  kiosk: Pick<Kiosk, 'bus' | 'config' | 'page'> & Partial<Pick<Kiosk, 'consent'>>,
  held: readonly AnalyticsEvent[] = [],
): Analytics {
  const analytics = createAnalytics(kiosk, held);
  analytics.articleReady();
  return analytics;
}
