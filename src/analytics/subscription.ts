/**
 * How a reader's subscription is reported to analytics (spec 4.3, 6). Pure functions of the project
 * code and the paywall provider's subscription flags, so the rules are tested without a page. They run
 * with analytics and the widgets that report, not in the core (issue 22): the core needs only the flags
 * (src/session/subscription-flags.ts).
 */
import { isSubscriber, type SubscriptionFlags } from '../session/subscription-flags.ts';

/** spec 4.3; 'null' is a string, as the reports show it. */
export type SubscriptionType = 'null' | 'plus' | 'pur';

/** spec 6: a subscriber's consent status is the brand's plus value. */
export type ConsentStatus = 'plus' | 'pur' | 'Full-Consent';

/** spec 4.3: the main car project, where the original subscription is 'plus' rather than 'pur'. */
const MAIN_CAR_PROJECT = 'ams';

/** The value the project's original subscription (hasAbo) has: 'plus' on the main car project. */
const brandPlusValue = (project: string): 'plus' | 'pur' => (project === MAIN_CAR_PROJECT ? 'plus' : 'pur');

/**
 * spec 4.3: 'null' by default; hasAbo gives 'plus' on the main car project and 'pur' elsewhere;
 * hasNewAbo gives 'plus' on the other projects.
 *
 * @remarks The spec lists the rules in this order; a reader with both flags on another project gets the
 * later rule's 'plus'. That they hold 'pur' as well still shows in `user_has_pur` ({@link hasPur}).
 */
export function subscriptionType(project: string, flags: SubscriptionFlags): SubscriptionType {
  if (flags.hasNewAbo && project !== MAIN_CAR_PROJECT) return 'plus';
  if (flags.hasAbo) return brandPlusValue(project);
  return 'null';
}

/** spec 6: reported as `user_has_pur`. */
export function hasPur(project: string, flags: SubscriptionFlags): boolean {
  return flags.hasAbo && brandPlusValue(project) === 'pur';
}

/** spec 6: the brand's plus value for subscribers, 'Full-Consent' otherwise. */
export function consentStatus(project: string, flags: SubscriptionFlags): ConsentStatus {
  return isSubscriber(flags) ? brandPlusValue(project) : 'Full-Consent';
}
