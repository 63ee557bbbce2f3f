/**
 * The typed catalogue of bus events. Adding an event here is the only way to emit it, so a typo in an
 * event name is a type error. Each event is mirrored to `document` as `kiosk:<name>`.
 *
 * @remarks Later modules add their events by declaration merging (`declare module '../src/events'`),
 * which keeps this file free of imports from the modules that use it, and `src/` free of any widget's
 * events: a feature declares its own (features/cart/page-cart.ts).
 */
export interface KioskEvents extends KioskStateEvents {
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
 * Events that describe state rather than a moment (declared here by merging, like {@link KioskEvents}).
 * A late subscriber is handed the last value at once, so a widget mounted after login still learns who
 * is logged in. They are sent with `bus.publish`, moments with `bus.emit`; the types keep the two apart.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface KioskStateEvents {}

export type KioskStateEventName = keyof KioskStateEvents;
/** Events that happen once and are forgotten: a late subscriber does not see them. */
export type KioskMomentEventName = Exclude<KioskEventName, KioskStateEventName>;
