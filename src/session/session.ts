import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HttpError, Result } from '../http.ts';
import { latestOnly } from '../latest-only.ts';
import { logWarning } from '../log.ts';
import { callLater } from '../request-later.ts';
import type { CommunityUser } from './community-api.ts';
import { readToken, removeToken, writeToken } from './token-cookie.ts';

/** spec 3.1 */
export interface SessionState {
  user?: CommunityUser;
  loggedIn: boolean;
  loginValidated: boolean;
  /** Why the last validation failed, when it did ('validate failed'); for analytics and support. */
  error?: HttpError;
}

export interface Session {
  readonly store: StoreApi<SessionState>;
  /** The current token, if any; widgets send it as `rkm_auth_token` (spec 7.2–7.4). */
  token(): string | undefined;
  /** spec 4.1: "Revalidate re-checks the cookie's token." Also the start-up check. */
  revalidate(): Promise<void>;
  /**
   * spec 4.1: writes the token cookie, then validates again because the cookie changed. Resolves
   * false when the cookie did not stick (the login then lasts for this page only).
   */
  login(token: string): Promise<boolean>;
  /** spec 4.1: removes the cookie and calls the logout endpoint; 'logout failed' comes back as an error. */
  logout(): Promise<Result<true>>;
  resendActivation(email: string): Promise<Result<unknown>>;
}

const SIGNED_OUT: SessionState = { user: undefined, loggedIn: false, loginValidated: true };

/**
 * The community calls (spec 7.1) come with HTTP in the chunk the first call brings (issue 22): a reader
 * without a token makes none at load.
 */
const communityApi = () => import('./community-api.ts');

/**
 * The community login (spec 4.1, 7.1), framework-free. Only the newest validation may change the
 * state: a slow answer for an old token never overwrites a newer login or logout.
 */
export function createSession(apiHost: string, project: string): Session {
  const store = createStore<SessionState>(() => ({ loggedIn: false, loginValidated: false }));
  const validations = latestOnly();

  const revalidate = async () => {
    const turn = validations.next();
    const token = readToken();
    if (!token) {
      store.setState(SIGNED_OUT, true);
      return;
    }
    const result = await callLater(
      communityApi,
      ({ validateToken }) => validateToken(apiHost, token),
      'validate failed',
    );
    if (!turn.isCurrent()) return;
    if (result.ok) store.setState({ user: result.value, loggedIn: true, loginValidated: true }, true);
    else {
      logWarning('session', `${result.error.message}: the reader is treated as logged out`, result.error);
      store.setState({ ...SIGNED_OUT, error: result.error }, true);
    }
  };

  return {
    store,
    token: readToken,
    revalidate,
    async login(token) {
      const stored = writeToken(token);
      await revalidate();
      return stored;
    },
    async logout() {
      validations.stop();
      removeToken();
      store.setState(SIGNED_OUT, true);
      return callLater(communityApi, ({ logoutCall }) => logoutCall(apiHost), 'logout failed');
    },
    resendActivation: (email) =>
      callLater(
        communityApi,
        ({ resendActivationCall }) => resendActivationCall(apiHost, email, project),
        'resendActivationMail failed',
      ),
  };
}
