import type { KioskStateEvents } from '../../src/events.ts';

/** The events `data-props.events` may name. */
export type ReloadEvent = 'session-changed' | 'subscription-changed';

interface ReloadRule<E extends ReloadEvent> {
  /** The key of the reader the CMS's markup was rendered for. */
  anonymous: string;
  /** What the element's markup depends on; `undefined` while the state is not settled (a login being checked). */
  key(state: KioskStateEvents[E]): string | undefined;
}

/**
 * When a state event reloads an element. State events come at once on subscribing, with the current
 * state; an element reloads only when the key differs from the one before. The first "before" is the
 * anonymous reader's key: a CMS page, cached for everyone, shows its elements as to a reader without
 * login or subscription, so a reader who is logged in when the page opens gets their element once, and
 * one who is not costs nothing (not even the sanitizer's download).
 */
export const RELOAD_EVENTS: { [E in ReloadEvent]: ReloadRule<E> } = {
  'session-changed': {
    anonymous: 'out',
    key: (state) =>
      state.loginValidated
        ? state.loggedIn
          ? `in:${String(state.user?.__current_login_token ?? '')}`
          : 'out'
        : undefined,
  },
  'subscription-changed': {
    anonymous: 'false,false,false',
    key: (flags) => [flags.hasAbo, flags.hasNewAbo, flags.hasOneDayAbo].join(','),
  },
};

export const isReloadEvent = (name: string): name is ReloadEvent => Object.hasOwn(RELOAD_EVENTS, name);
