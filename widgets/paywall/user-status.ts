import {
  isSubscriber,
  subscriptionType,
  type SubscriptionFlags,
  type SubscriptionType,
} from '../../src/analytics/subscription.ts';
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
