/**
 * The typed catalogue of analytics events (spec 9.6). Tracking goes through these types, so a typo in
 * an event name, a missing prop or a misspelt prop name is a type error, not a gap in a report.
 *
 * @remarks Where the spec names an event's props, they are required here with the spec's spelling
 * (`time_on`, `transactionId` …). Where it names none, the event takes optional free props of plain
 * values ({@link FreeProps}) until the spec says more, rather than props invented here.
 *
 * A feature or widget adds its own events to {@link DeclaredEvents} by declaration merging
 * (features/vehicles/comparison-events.ts), so this file names no widget's events.
 */
/** Prop values the web-analytics endpoint can chart (spec 7.12 `p`). */
export type PropValue = string | number | boolean;

/** Props of an event whose props the spec does not name. */
export type FreeProps = Readonly<Record<string, PropValue>>;

/** spec 6: the Login event distinguishes a login from a subscription offer from a standard one. */
export type LoginEventType = 'Subscription' | 'Standard';

/** spec 9.6: video and gallery events carry these. */
export interface MediaProps {
  /** Length of the video in seconds, or the number of gallery images. */
  length: number;
  /** Seconds the reader has spent on it so far. */
  time_on: number;
  counter: number;
}

/** One product of a paid-box purchase, in the classic e-commerce data-layer shape. */
export interface TransactionProduct {
  sku: string;
  name: string;
  price: number;
  quantity: number;
}

/** The events the spec names (spec 4.2, 9.6). */
export type NamedEvents = {
  paywall_triggered: FreeProps;
  /** spec 4.2: recorded with article id, author and read counter, 1 s after the paywall shows. */
  free_article_limit_reached: { article_id: string; author: string; counter: number };
  paywall_impression: FreeProps;
  paywall_click: FreeProps;

  login_impression: FreeProps;
  login_start: FreeProps;
  login_submit: FreeProps;
  login_successful: { login_type: LoginEventType };
  register_impression: FreeProps;
  register_start: FreeProps;
  register_submit: FreeProps;
  register_successful: FreeProps;

  newsletter_form_impression: FreeProps;
  newsletter_form_submit: FreeProps;
  newsletter_signup: FreeProps;
  form_impression: FreeProps;
  form_click: FreeProps;
  form_submit: FreeProps;
  plus_teaser_impression: FreeProps;
  plus_teaser_click: FreeProps;

  article_start: { counter: number };
  article_complete: FreeProps;
  view_search_results: FreeProps;

  affiliate_link_impression: FreeProps;
  affiliate_link_click: FreeProps;
  affiliate_box_impression: FreeProps;
  affiliate_box_click: FreeProps;
  affiliate_button_impression: FreeProps;
  affiliate_button_click: FreeProps;

  view_item_list: FreeProps;
  view_item: FreeProps;
  add_to_cart: FreeProps;
  begin_checkout: FreeProps;
  /** spec 9.6: the paid-box purchase. */
  purchase: {
    transactionId: string;
    transactionTotal: number;
    transactionProducts: readonly TransactionProduct[];
  };
  view_promotion: FreeProps;
  select_promotion: FreeProps;
};

/** spec 8: tracked when the login fails. */
export const LOGIN_ERROR_EVENT = 'Benutzer / Loginstatus / fehlerhaft';

/**
 * spec 9.6: the article elements reported as visibility/click pairs. Keys are for code; values are what
 * reports show, in German like the spec's other event names ({@link LOGIN_ERROR_EVENT}).
 */
export const ELEMENT_AREAS = {
  relatedArticle: 'Verwandter Artikel',
  productBox: 'Produktbox',
  paidBox: 'Paid-Box',
  video: 'Video',
  gallery: 'Galerie',
  quiz: 'Quiz',
  techData: 'Technische Daten',
  topTests: 'Top-Tests',
  sideColumn: 'Seitenspalte',
  brandWidget: 'Marken-Widget',
  f1Widget: 'F1-Widget',
  affiliateLink: 'Affiliate-Link',
  homeRotation: 'Startseiten-Rotation',
} as const;

export type ElementArea = keyof typeof ELEMENT_AREAS;
/** spec 9.6: video and gallery element events carry {@link MediaProps}. */
export type MediaArea = 'video' | 'gallery';
/** spec 9.6 */
export type ElementAction = 'sichtbar' | 'klick';

/** An element event is named `'{area} / {action}'`, e.g. `'Video / sichtbar'`. */
export type ElementEventName<A extends ElementArea = ElementArea> =
  `${(typeof ELEMENT_AREAS)[A]} / ${ElementAction}`;

/** What tells two elements of one area apart in a report: a position, a title, a link target. */
export interface ElementProps {
  label?: string;
  /** Where the CMS placed it among its kind (`data-kiosk-position`), 1 for the first. */
  position?: number;
}

export type ElementEvents = {
  [A in ElementArea as ElementEventName<A>]: A extends MediaArea ? ElementProps & MediaProps : ElementProps;
};

/**
 * The events features and widgets declare for themselves (spec 2.7's areas), added by merging:
 * `declare module '../../src/analytics/catalogue.ts' { interface DeclaredEvents extends MyEvents {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DeclaredEvents {}

/** Every event Kiosk can track, by name, with its props. */
export type AnalyticsEvents = NamedEvents &
  ElementEvents &
  DeclaredEvents & { [LOGIN_ERROR_EVENT]: FreeProps };

export type AnalyticsEventName = keyof AnalyticsEvents;

/** The props argument of `track(name, props)`: optional exactly when the event has no required prop. */
export type PropsArgument<N extends AnalyticsEventName> =
  Record<string, never> extends AnalyticsEvents[N]
    ? [props?: AnalyticsEvents[N]]
    : [props: AnalyticsEvents[N]];

/** One event as an object, e.g. the payload of the bus event 'analytics-event'. */
export type AnalyticsEvent = {
  [N in AnalyticsEventName]: Record<string, never> extends AnalyticsEvents[N]
    ? { name: N; props?: AnalyticsEvents[N] }
    : { name: N; props: AnalyticsEvents[N] };
}[AnalyticsEventName];
