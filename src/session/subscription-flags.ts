/**
 * The reader's subscription as the login service reports it (spec 3.4 reading B), and the one rule the
 * core itself needs: a subscriber reads without tracking (spec 4.3, 6). How a subscription is reported
 * is src/analytics/subscription.ts, loaded with analytics.
 */

/** spec 3.4 (reading B): the subscription flags the paywall provider reports. */
export interface SubscriptionFlags {
  hasAbo: boolean;
  hasNewAbo: boolean;
  hasOneDayAbo: boolean;
}

export const NO_SUBSCRIPTION: SubscriptionFlags = { hasAbo: false, hasNewAbo: false, hasOneDayAbo: false };

/** spec 6: every kind of subscription makes a subscriber, the one-day one included. */
export function isSubscriber(flags: SubscriptionFlags): boolean {
  return flags.hasAbo || flags.hasNewAbo || flags.hasOneDayAbo;
}
