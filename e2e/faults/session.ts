import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../demo-host/api/community/seed.ts';
import { TOKEN_COOKIE } from '../../src/session/token-cookie.ts';
import type { FaultCell, FaultRow } from './support/fault-row.ts';
import { FAULTS } from './support/route-fault.ts';
import { themeToggleAnswers } from './support/theme-toggle-answers.ts';

/**
 * The session's rows of the fault table: not a widget but the platform (`src/session/`), whose
 * community calls every logged-in widget waits on; a reader who logged in before, on /tanken/.
 */

const [anna] = DEMO_USERS;

async function withLoginCookie({ context }: FaultCell) {
  const url = test.info().project.use.baseURL ?? '';
  await context.addCookies([{ name: TOKEN_COOKIE, value: anna.token, url }]);
}

const loginCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name == TOKEN_COOKIE)?.value;
const loggedIn = (page: Page) => page.locator('html');
const push = (page: Page, command: string, argument?: string) =>
  page.evaluate(
    ([name, value]) => {
      const kiosk = (window as unknown as { kiosk: { push(entry: unknown[]): void } }).kiosk;
      kiosk.push(value === undefined ? [name] : [name, value]);
    },
    [command, argument] as const,
  );

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'session validate (on load, with a login cookie)',
    routes: 'GET /api/community/validate',
    backend: '**/api/community/validate**',
    faults: FAULTS,
    hangEnds: 'clock',
    setUp: withLoginCookie,
    // The reader did not act: validation runs on load, so there is no message, only the flag.
    act: async ({ page }) => void (await page.goto('/tanken/')),
    async failed({ page, context }) {
      // spec 8: 'validate failed' → treated as logged out, for this page view only. The cookie stays: a
      // 5xx, a proxy page or a dropped connection must not log the reader out for good; only a logout
      // removes it, and the next page view checks the token again.
      await expect(loggedIn(page)).toHaveAttribute('data-kiosk-logged-in', 'false');
      expect(await loginCookie(context)).toBe(anna.token);
      await themeToggleAnswers(page);
    },
    async succeeded({ page, context }) {
      await expect(loggedIn(page)).toHaveAttribute('data-kiosk-logged-in', 'true');
      expect(await loginCookie(context)).toBe(anna.token);
    },
  },
  {
    action: 'logout (session.logout)',
    routes: 'POST /api/community/logout',
    backend: '**/api/community/logout',
    hangEnds: 'clock',
    async setUp(cell) {
      await withLoginCookie(cell);
      await cell.page.goto('/tanken/');
      await expect(loggedIn(cell.page)).toHaveAttribute('data-kiosk-logged-in', 'true');
    },
    async act({ page }) {
      // A logout that reaches nobody still logs out here: the cookie goes first (spec 4.1).
      await push(page, 'session.logout');
    },
    async failed({ page, context }) {
      await expect(loggedIn(page)).toHaveAttribute('data-kiosk-logged-in', 'false');
      expect(await loginCookie(context)).toBeUndefined();
      await themeToggleAnswers(page);
      // The host can log in again right away.
      await push(page, 'session.login', anna.token);
      await expect(loggedIn(page)).toHaveAttribute('data-kiosk-logged-in', 'true');
    },
    async succeeded({ page, context }) {
      await expect(loggedIn(page)).toHaveAttribute('data-kiosk-logged-in', 'false');
      expect(await loginCookie(context)).toBeUndefined();
      // Log in again, so the next logout has something to do.
      await push(page, 'session.login', anna.token);
      await expect(loggedIn(page)).toHaveAttribute('data-kiosk-logged-in', 'true');
    },
  },
];
