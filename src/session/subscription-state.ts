import type { Bus } from '../bus.ts';
import { NO_SUBSCRIPTION, type SubscriptionFlags } from './subscription-flags.ts';
import type { SessionState } from './session.ts';

declare module '../events.ts' {
  interface KioskStateEvents {
    /**
     * The reader's subscription (spec 3.4 reading B), state-like: a widget mounted later (the paywall)
     * gets the current flags at once. Emitted once the login is known, and again only when it changes.
     */
    'subscription-changed': SubscriptionFlags;
  }
}

/** spec 3.4 reading B: the subscription flags of the validated user, when the login service sends them. */
export function subscriptionOf(user: SessionState['user']): SubscriptionFlags | undefined {
  return (
    user && {
      hasAbo: user.hasAbo === true,
      hasNewAbo: user.hasNewAbo === true,
      hasOneDayAbo: user.hasOneDayAbo === true,
    }
  );
}

const sameFlags = (a: SubscriptionFlags, b: SubscriptionFlags) =>
  a.hasAbo == b.hasAbo && a.hasNewAbo == b.hasNewAbo && a.hasOneDayAbo == b.hasOneDayAbo;

/** Publishes `subscription-changed` from the session; a reader without login has no subscription. */
export function publishSubscription(bus: Bus): void {
  let last: SubscriptionFlags | undefined;
  bus.on('session-changed', (state) => {
    if (!state.loginValidated) return;
    const flags = subscriptionOf(state.user) ?? NO_SUBSCRIPTION;
    if (last && sameFlags(last, flags)) return;
    last = flags;
    bus.publish('subscription-changed', flags);
  });
}
