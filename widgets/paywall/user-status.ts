import { subscriptionType, type SubscriptionType } from '../../src/analytics/subscription.ts';
import {
  isSubscriber,
  NO_SUBSCRIPTION,
  type SubscriptionFlags,
} from '../../src/session/subscription-flags.ts';
import type { Bus } from '../../src/bus.ts';
import type { WidgetScope } from '../../src/kit/widget-scope.ts';
import type { UserStatus } from './paywall-store.ts';

/**
 * What the provider is told as user_status (spec 7.6; the values are ours, spec 6 leaves them open):
 * 'subscriber' for any subscription (hasAbo, hasNewAbo or the one-day abo: spec 6 counts all three),
 * else 'registered' for a logged-in reader, else 'anonymous'. The provider needs no more to apply its
 * rule: subscribers are never walled, the others are metered.
 */
export function userStatus(loggedIn: boolean, flags: SubscriptionFlags): UserStatus {
  if (isSubscriber(flags)) return 'subscriber';
  return loggedIn ? 'registered' : 'anonymous';
}

/** The second provider's status: the subscription type of spec 4.3 ('null', 'plus', 'pur'). */
export const secondUserStatus = (project: string, flags: SubscriptionFlags): SubscriptionType =>
  subscriptionType(project, flags);

/**
 * Calls `onChange(loggedIn, subscription)` once the login is known (the session has validated) and
 * whenever it or the subscription changes, from the runtime's sticky `session-changed` and
 * `subscription-changed` events.
 */
export function watchUser(
  bus: Bus,
  scope: WidgetScope,
  onChange: (loggedIn: boolean, subscription: SubscriptionFlags) => void,
): void {
  let loggedIn: boolean | undefined;
  let flags = NO_SUBSCRIPTION;
  const changed = () => loggedIn !== undefined && onChange(loggedIn, flags);
  scope.add(
    bus.on('subscription-changed', (value) => {
      flags = value;
      changed();
    }),
  );
  scope.add(
    bus.on('session-changed', (state) => {
      if (!state.loginValidated) return;
      loggedIn = state.loggedIn;
      // A new subscriber's flags follow in their own event; a logout ends any subscription at once.
      if (!state.loggedIn) flags = NO_SUBSCRIPTION;
      changed();
    }),
  );
}
