import { createStore } from 'zustand/vanilla';

/**
 * spec 3.4: both readings of the paywall state in one store. Reading A is the controller's view of
 * the provider (user status, verdict, scoring index); reading B the subscription and script health.
 */
export interface PaywallState {
  /** What the provider is told (see user-status.ts); null until the login is known. */
  userStatus: UserStatus | null;
  /** The second analytics provider's status: the subscription type of spec 4.3. */
  secondUserStatus: 'null' | 'plus' | 'pur' | null;
  paywallActive: boolean;
  /** True once paywallActive was first set. */
  paywallReady: boolean;
  /** The scoring block the reader is in (spec 7.6); null without scoring. */
  scoringIndex: number | null;
  /** True once the subscription is known; true from the start when the plus feature is off. */
  ready: boolean;
  hasAbo: boolean;
  hasNewAbo: boolean;
  hasOneDayAbo: boolean;
  /** When this controller started (ms since the epoch); the script timeout counts from here. */
  lifeTimeStart: number;
  /** The provider's script failed to load. */
  pwJsError: boolean;
  /** The provider's script took longer than `scriptTimeoutMs`. */
  pwJsToLong: boolean;
  /** The provider's free-article counter from its last verdict (for free_article_limit_reached). */
  readCounter: number;
}

/** The values the provider is told (spec 6 leaves them open; README "paywall"). */
export type UserStatus = 'anonymous' | 'registered' | 'subscriber';

export function createPaywallStore(plusFeature: boolean, now: number) {
  return createStore<PaywallState>(() => ({
    userStatus: null,
    secondUserStatus: null,
    paywallActive: false,
    paywallReady: false,
    scoringIndex: null,
    ready: !plusFeature,
    hasAbo: false,
    hasNewAbo: false,
    hasOneDayAbo: false,
    lifeTimeStart: now,
    pwJsError: false,
    pwJsToLong: false,
    readCounter: 0,
  }));
}

export type PaywallStore = ReturnType<typeof createPaywallStore>;

/** Sets paywallActive; paywallReady follows the first time (spec 3.4 reading A). */
export function setPaywallActive(store: PaywallStore, active: boolean): void {
  store.setState({ paywallActive: active, paywallReady: true });
}
