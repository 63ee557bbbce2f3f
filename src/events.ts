/**
 * The typed catalogue of bus events. Adding an event here is the only way to emit it, so a typo in an
 * event name is a type error. Each event is mirrored to `document` as `kiosk:<name>`.
 *
 * @remarks Later modules add their events by declaration merging (`declare module '../src/events'`),
 * which keeps this file free of imports from the modules that use it.
 */
export interface KioskEvents {
  /**
   * A runtime module or host command failed. Hint: failures of mount points (loader) and of widgets
   * after mounting are dispatched as `kiosk:error` on document only; listen there to see them all.
   */
  error: KioskErrorDetail;
}

export interface KioskErrorDetail {
  widget: string;
  element?: Element;
  message: string;
  error?: unknown;
}

export type KioskEventName = keyof KioskEvents;

/**
 * Events that describe state rather than a moment. A late subscriber is handed the last value at once,
 * so a widget mounted after login still learns who is logged in.
 */
export const STATE_EVENTS: ReadonlySet<string> = new Set([
  'session-changed',
  'subscription-changed',
  'theme-changed',
  'mobile-changed',
  'cart-updated',
  'cart-ready',
  'consent-changed',
]);
