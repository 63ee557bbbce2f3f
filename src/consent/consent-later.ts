import type { ConsentController, ConsentState } from './consent.ts';

/** The runtime's consent until the CMP is read: it takes the reader's subscription for when it is. */
export interface ConsentLater extends ConsentController {
  /** Hands over to the consent read from the CMP (src/consent/consent.ts, on idle). */
  start(read: (subscriber: boolean) => ConsentController): void;
}

/**
 * `kiosk.consent` from the first moment (issue 22): the CMP is read on idle, with analytics, the only
 * parts of Kiosk that wait for it (third-party scripts and Kiosk's own analytics). Until then consent is
 * not ready, as while a CMP's banner is up: `allows` says no and `consent-changed` comes once it is read.
 */
export function consentLater(): ConsentLater {
  let read: ConsentController | undefined;
  let subscriber = false;
  return {
    state: (): ConsentState => read?.state() ?? { purposes: [], vendors: [], ready: false, subscriber },
    allows: (subject) => read?.allows(subject) ?? false,
    setSubscriber(value) {
      subscriber = value;
      read?.setSubscriber(value);
    },
    start(start) {
      read ??= start(subscriber);
    },
  };
}
