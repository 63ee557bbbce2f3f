import type { AnalyticsEvent } from './analytics/catalogue.ts';
import { startAnalytics } from './analytics/create-analytics.ts';
import { subscriptionOf } from './session/subscription-state.ts';
import { startAnchorNavigation } from './page/anchor-navigation.ts';
import { startHiddenMode } from './page/hidden-mode.ts';
import type { Kiosk } from './widget-contract.ts';

/**
 * The platform parts that can wait for the page to be idle (issue 22): the analytics sender and the
 * page behaviours a reader starts with a key or a link. They are their own chunk, so the core every page
 * loads at once stays small. `held` are the analytics events asked for before this ran, in order.
 */
export function startIdlePlatform(
  kiosk: Kiosk,
  held: readonly AnalyticsEvent[],
  guarded: (name: string, start: () => unknown) => void,
) {
  const { bus } = kiosk;
  guarded('analytics', () => {
    const analytics = startAnalytics(kiosk, held);
    // spec 4.7: the login data is ready once the token check has finished (a late subscriber gets
    // the last session state at once).
    bus.on('session-changed', (state) => {
      if (!state.loginValidated) return;
      if (state.error) analytics.loginFailed();
      analytics.loginReady({ loggedIn: state.loggedIn, subscription: subscriptionOf(state.user) });
    });
  });
  guarded('hidden-mode', () => startHiddenMode(bus));
  guarded('anchor-navigation', startAnchorNavigation);
}
