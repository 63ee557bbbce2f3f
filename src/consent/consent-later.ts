import type { ConsentController, ConsentState } from './consent.ts';
import type { TcData, TcfApi } from './tc-data.ts';

/** The runtime's consent until the CMP's answers are read: it takes the reader's subscription for then. */
export interface ConsentLater extends ConsentController {
  /** Hands over to the consent read from the CMP's answers (src/consent/consent.ts, on idle). */
  start(read: (subscriber: boolean, tcfapi: TcfApi | undefined) => ConsentController): void;
}

/**
 * `kiosk.consent` from the first moment (issue 22): the code that reads the CMP's answers loads on idle,
 * with analytics, the only parts of Kiosk that wait for consent (third-party scripts and Kiosk's own
 * analytics). Kiosk registers with the CMP at once all the same, and hands every answer heard until then
 * over in order, so a refusal given before idle holds as it was given. Until then consent is not ready,
 * as while a CMP's banner is up: `allows` says no, and `consent-changed` comes once the answers are read.
 */
export function consentLater(): ConsentLater {
  const pageApi = (globalThis as { __tcfapi?: TcfApi }).__tcfapi;
  const heard: Array<[TcData, boolean]> = [];
  let listener: ((tcData: TcData, success: boolean) => void) | undefined;
  if (typeof pageApi == 'function')
    pageApi('addEventListener', 2, (tcData, success) =>
      listener ? listener(tcData, success) : heard.push([tcData, success]),
    );
  const replay: TcfApi | undefined =
    typeof pageApi == 'function'
      ? (_command, _version, callback) => {
          listener = callback;
          for (const [tcData, success] of heard.splice(0)) callback(tcData, success);
        }
      : undefined;
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
      read ??= start(subscriber, replay);
    },
  };
}
