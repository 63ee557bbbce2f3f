import { describe, expect, it } from 'vitest';
import type { SubscriptionFlags } from '../../../src/session/subscription-flags.ts';
import { createBus } from '../../../src/bus.ts';
import { publishSubscription } from '../../../src/session/subscription-state.ts';

describe('subscription-changed (spec 3.4 reading B)', () => {
  it('is sticky, follows the validated login, and fires only on a change', () => {
    const bus = createBus(document);
    publishSubscription(bus);
    const seen: SubscriptionFlags[] = [];
    bus.publish('session-changed', { loggedIn: false, loginValidated: false });
    bus.publish('session-changed', { loggedIn: false, loginValidated: true });
    bus.publish('session-changed', { loggedIn: true, loginValidated: true, user: { hasAbo: true } });
    bus.publish('session-changed', {
      loggedIn: true,
      loginValidated: true,
      user: { hasAbo: true, name: 'B' },
    });
    // A widget that mounts late (the paywall) still learns the current flags.
    bus.on('subscription-changed', (flags) => seen.push(flags));
    expect(seen).toEqual([{ hasAbo: true, hasNewAbo: false, hasOneDayAbo: false }]);
    bus.publish('session-changed', { loggedIn: false, loginValidated: true });
    expect(seen).toEqual([
      { hasAbo: true, hasNewAbo: false, hasOneDayAbo: false },
      { hasAbo: false, hasNewAbo: false, hasOneDayAbo: false },
    ]);
  });
});
