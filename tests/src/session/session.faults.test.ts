import { waitFor } from '@testing-library/react';
import { expect, vi, type MockInstance } from 'vitest';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { readCookie, writeCookie } from '../../../src/cookies.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { readPageFlag } from '../../../src/page-flags.ts';
import { LOGOUT_CALL } from '../../../src/session/community-api.ts';
import { TOKEN_COOKIE } from '../../../src/session/token-cookie.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { mountThemeToggle, themeToggleAnswers } from '../../support/theme-toggle.ts';

/**
 * The session's logout row (e2e/faults/session.ts): not a widget but the platform (`src/session/`),
 * the host's `session.logout` for a reader who logged in before. A logout that reaches nobody still
 * logs out on the page: the cookie goes first (spec 4.1).
 */

const [anna] = DEMO_USERS;

type Cell = ReturnType<typeof kioskOnDemoHost> & {
  toggle: HTMLElement;
  errors: MockInstance<Console['error']>;
};

/** The page flag the host's CSS reads, once the session has settled on it. */
const flagBecomes = (loggedIn: boolean) =>
  waitFor(() => expect(readPageFlag('logged-in')).toBe(String(loggedIn)));

/** The host logs the reader in again (the next logout then has something to do). */
async function logInAgain({ kiosk }: Cell) {
  kiosk.bus.run('session.login', [anna.token]);
  await flagBecomes(true);
  expect(readCookie(TOKEN_COOKIE)).toBe(anna.token);
}

faultTable<Cell>([
  {
    action: 'logout (session.logout)',
    // The logout call has no timeout setting of its own: the platform's ends a hang (the default).
    call: LOGOUT_CALL,
    async setUp() {
      // The logout's failure is said on the console (spec 7.1 'logout failed'): the cells expect it.
      // Each cell a page view of its own: the log says a failure once per page, not once per file.
      resetLogMemory();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      // A reader who logged in on an earlier page view: the cookie is there before the page starts.
      writeCookie(TOKEN_COOKIE, anna.token, { path: '/' });
      const demo = kioskOnDemoHost();
      const toggle = await mountThemeToggle(demo);
      await flagBecomes(true);
      return { ...demo, errors, toggle };
    },
    async act({ kiosk }) {
      // As the host's `kiosk.push(['session.logout'])` does: not awaited, the call may hang.
      kiosk.bus.run('session.logout', []);
    },
    async failed(cell) {
      await flagBecomes(false);
      expect(readCookie(TOKEN_COOKIE)).toBeUndefined();
      expect(cell.kiosk.session.store.getState().loggedIn).toBe(false);
      // The host hears why (spec 7.1), the reader has nothing to do about it.
      await waitFor(() =>
        expect(cell.errors).toHaveBeenCalledWith(
          expect.stringContaining('[kiosk:session] logout failed'),
          expect.anything(),
        ),
      );
      await themeToggleAnswers(cell);
      // The host can log in again right away.
      await logInAgain(cell);
    },
    async succeeded(cell) {
      await flagBecomes(false);
      expect(readCookie(TOKEN_COOKIE)).toBeUndefined();
      await logInAgain(cell);
    },
  },
]);
