import type { Bus } from '../bus.ts';
import { setPageFlag } from '../page-flags.ts';
import { choiceOf, type ConsentChoice, type TcfApi } from './tc-data.ts';

declare module '../events.ts' {
  interface KioskStateEvents {
    /**
     * spec 3.6 consentReady and consentVendors, state-like: emitted once the choice is known and again
     * whenever the reader changes their mind or turns out to be a subscriber.
     */
    'consent-changed': ConsentState;
  }
}

export interface ConsentState extends ConsentChoice {
  /** spec 3.6 consentReady */
  ready: boolean;
  /** A Pur or plus subscriber (spec 4.3, 6): reads without tracking, so no vendor is allowed. */
  subscriber: boolean;
}

/** A vendor (by its Global Vendor List id) or a TCF purpose (1–11). */
export type ConsentSubject = { vendor: number } | { purpose: number };

export interface Consent {
  state(): ConsentState;
  /**
   * Whether Kiosk may use this vendor or purpose now; false until consent is ready.
   * Hint: a widget loading a third-party script checks `allows({ vendor: id })` and listens to
   * `consent-changed`, since a reader can agree later.
   */
  allows(subject: ConsentSubject): boolean;
}

/** The runtime's side: it tells consent when the reader turns out to be a subscriber. */
export interface ConsentController extends Consent {
  setSubscriber(subscriber: boolean): void;
}

/**
 * The TCF purposes Kiosk's own web analytics (spec 7.12) rests on: 1 store and/or access information on
 * a device, 8 measure content performance.
 */
export const ANALYTICS_PURPOSES = [1, 8];

/**
 * Reads the reader's consent from the page's CMP through the TCF API (`__tcfapi('addEventListener', 2,
 * …)`), live, and mirrors it as `<html data-kiosk-consent="ready">` (`"pending"` while the banner is up) and
 * `consent-changed`.
 *
 * @remarks Kiosk never draws a banner (issue 24). The CMP's stub must run before the loader, as the IAB
 * asks of every CMP, so a page whose `__tcfapi` is missing when the runtime starts has none; then, and
 * where TCF signals do not apply (`gdprApplies` false), no vendor is allowed and Kiosk's own analytics
 * runs unless `#kiosk-config` says `"consent": { "analyticsWithoutCmp": false }`. `tcfapi` is the page's, or
 * what the runtime heard from it before this ran (src/consent/consent-later.ts).
 */
export function startConsent(
  bus: Bus,
  analyticsWithoutCmp: boolean,
  subscriber = false,
  tcfapi = (globalThis as { __tcfapi?: TcfApi }).__tcfapi,
): ConsentController {
  let choice: ConsentChoice | undefined;
  const withoutCmp: ConsentChoice = { purposes: analyticsWithoutCmp ? ANALYTICS_PURPOSES : [], vendors: [] };

  const state = (): ConsentState => ({
    purposes: [],
    ...choice,
    vendors: (!subscriber && choice?.vendors) || [],
    ready: !!choice,
    subscriber,
  });
  const publish = () => {
    if (!choice) return;
    setPageFlag('consent', 'ready');
    bus.publish('consent-changed', state());
  };

  if (typeof tcfapi == 'function') {
    // Until the reader answers the banner; the overlay layer holds unrequested pop-ups meanwhile.
    setPageFlag('consent', 'pending');
    tcfapi('addEventListener', 2, (tcData, success) => {
      choice = tcData?.gdprApplies === false ? withoutCmp : (choiceOf(tcData, success) ?? choice);
      publish();
    });
  } else choice = withoutCmp;
  publish();

  return {
    state,
    setSubscriber(value) {
      subscriber = value;
      publish();
    },
    allows(subject) {
      const { ready, purposes, vendors } = state();
      return (
        ready && ('vendor' in subject ? vendors.includes(subject.vendor) : purposes.includes(subject.purpose))
      );
    },
  };
}
