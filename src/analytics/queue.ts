import { logError, logWarning } from '../log.ts';

export interface AnalyticsQueue<T extends object> {
  /** Delivers the event now if both data sets are ready, otherwise holds it. */
  track(event: T): void;
  /** The article data (page metadata, spec 3.7) is initialised. */
  articleReady(): void;
  /** The login data (session and subscription, spec 3.1, 4.3) is initialised. */
  loginReady(): void;
  /**
   * The reader's answer (issue 24): true sends what is held and what follows; false drops it (logged
   * once) until the answer changes.
   */
  consent(allowed: boolean): void;
}

/**
 * spec 4.7: holds events until both the article data and the login data are initialised, then releases
 * them in order; from then on events go straight through.
 *
 * @remarks Every event is reported with the article and the reader it belongs to, so an event sent
 * before both are known would be reported incomplete. Calling a ready function again does nothing.
 * With consent read (issue 24) events also wait for the reader's answer, which can change.
 */
export function createAnalyticsQueue<T extends object>(
  deliver: (event: T) => void,
  /** Hold events until `consent` is called too (a page that reads consent). */
  waitForConsent = false,
): AnalyticsQueue<T> {
  const held: T[] = [];
  let article = false;
  let login = false;
  let allowed: boolean | undefined = waitForConsent ? undefined : true;
  let releasing = false;

  const handOver = (event: T) => {
    // One failing delivery must not cost the events behind it.
    try {
      deliver(event);
    } catch (error) {
      logError('analytics', 'delivering an event failed', error);
    }
  };

  const release = () => {
    if (!article || !login || releasing || allowed === undefined) return;
    if (!allowed) {
      // Never sent early, never sent without consent: what waited for the answer goes.
      if (held.length > 0) logWarning('analytics', 'no consent: events dropped');
      held.length = 0;
      return;
    }
    releasing = true;
    // An event tracked while the held ones are delivered queues behind them, keeping the order.
    for (let event = held.shift(); event !== undefined; event = held.shift()) handOver(event);
    releasing = false;
  };

  return {
    track(event) {
      held.push(event);
      release();
    },
    articleReady() {
      article = true;
      release();
    },
    loginReady() {
      login = true;
      release();
    },
    consent(answer) {
      allowed = answer;
      release();
    },
  };
}
