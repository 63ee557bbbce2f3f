import type { Bus } from '../bus.ts';
import { setPageFlag } from '../page-flags.ts';
import { logError } from '../log.ts';
import { syncAcrossTabs } from './cross-tab.ts';
import { createSession, type Session, type SessionState } from './session.ts';

declare module '../events.ts' {
  interface KioskStateEvents {
    /** Every session change; `loginValidated` false means the check is still running. */
    'session-changed': SessionState;
  }
}

/**
 * Starts the page's session: validates the cookie's token, mirrors the state to `<html
 * data-kiosk-logged-in>` and the `session-changed` event, and takes the host commands
 * `session.login` (token), `session.logout` and `session.revalidate`.
 */
export function startSession(bus: Bus, apiHost: string, project: string): Session {
  const session = createSession(apiHost, project);
  const tabs = syncAcrossTabs(session);
  const publish = (state: SessionState) => {
    // spec 4.1: the page-wide flag is set once the login state is known, not while it is checked.
    if (state.loginValidated) setPageFlag('logged-in', state.loggedIn);
    bus.publish('session-changed', state);
  };
  session.store.subscribe(publish);

  bus.handle('session.login', async (token) => {
    if (typeof token != 'string' || !token) return logError('session', 'session.login needs a token string');
    // A cookie that did not stick is an error event; its one console line came from writeToken.
    if (!(await session.login(token)))
      bus.emit('error', { widget: 'session', message: 'the login cookie was not stored' });
    tabs.announce();
  });
  bus.handle('session.logout', async () => {
    const result = await session.logout();
    tabs.announce();
    if (!result.ok) logError('session', result.error.message, result.error);
  });
  bus.handle('session.revalidate', () => session.revalidate());
  void session.revalidate();
  return session;
}
