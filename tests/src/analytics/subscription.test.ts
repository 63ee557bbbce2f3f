import { describe, expect, it } from 'vitest';
import { consentStatus, hasPur, subscriptionType } from '../../../src/analytics/subscription.ts';
import {
  isSubscriber,
  NO_SUBSCRIPTION,
  type SubscriptionFlags,
} from '../../../src/session/subscription-flags.ts';

const flags = (set: Partial<SubscriptionFlags>): SubscriptionFlags => ({ ...NO_SUBSCRIPTION, ...set });

describe('subscription type (spec 4.3)', () => {
  it.each([
    ['ams', {}, 'null'],
    ['mo', {}, 'null'],
    ['ams', { hasAbo: true }, 'plus'],
    ['mo', { hasAbo: true }, 'pur'],
    ['pro', { hasAbo: true }, 'pur'],
    ['mo', { hasNewAbo: true }, 'plus'],
    ['ams', { hasNewAbo: true }, 'null'],
    ['mo', { hasAbo: true, hasNewAbo: true }, 'plus'],
    ['ams', { hasAbo: true, hasNewAbo: true }, 'plus'],
    ['mo', { hasOneDayAbo: true }, 'null'],
  ] as const)('%s with %o is %s', (project, set, expected) => {
    expect(subscriptionType(project, flags(set))).toBe(expected);
  });
});

describe('user_has_pur (spec 6)', () => {
  it('is true for the original subscription outside the main car project only', () => {
    expect(hasPur('mo', flags({ hasAbo: true }))).toBe(true);
    expect(hasPur('mo', flags({ hasAbo: true, hasNewAbo: true }))).toBe(true);
    expect(hasPur('ams', flags({ hasAbo: true }))).toBe(false);
    expect(hasPur('mo', flags({ hasNewAbo: true }))).toBe(false);
  });
});

describe('consent status (spec 6)', () => {
  it('counts every kind of subscription, the one-day one included', () => {
    expect(isSubscriber(NO_SUBSCRIPTION)).toBe(false);
    for (const set of [{ hasAbo: true }, { hasNewAbo: true }, { hasOneDayAbo: true }]) {
      expect(isSubscriber(flags(set))).toBe(true);
    }
  });

  it("is the brand's plus value for subscribers and 'Full-Consent' otherwise", () => {
    expect(consentStatus('ams', flags({ hasAbo: true }))).toBe('plus');
    expect(consentStatus('mo', flags({ hasOneDayAbo: true }))).toBe('pur');
    expect(consentStatus('ams', NO_SUBSCRIPTION)).toBe('Full-Consent');
    expect(consentStatus('mo', NO_SUBSCRIPTION)).toBe('Full-Consent');
  });
});
