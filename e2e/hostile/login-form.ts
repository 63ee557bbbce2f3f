import { expect, test } from '@playwright/test';
import { TOKEN_COOKIE } from '../../src/session/token-cookie.ts';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

/** The login form's hostile content (issue 26): the validated user's name, shown in 'Angemeldet als'. */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: "validate answer's name in 'Angemeldet als' on /konto/anmelden/",
    group: 'login form (user name)',
    fields: 1,
    payloads: PAYLOADS.length,
    async run({ page, context, watcher }) {
      const name = PAYLOADS.join(' | ');
      const url = `${test.info().project.use.baseURL ?? ''}/`;
      await context.addCookies([{ name: TOKEN_COOKIE, value: 'hostile-token', url }]);
      await page.route('**/api/community/validate**', (route) =>
        route.fulfill({ json: { __current_login_token: 'hostile-token', name, hasAbo: false } }),
      );
      await page.goto('/konto/anmelden/');
      watcher.loaded();
      const root = page.locator('[data-widget="login-form"]');
      await root.hover();
      await expect(root.locator('.kiosk-login-form__signed-in')).toHaveText(`Angemeldet als ${name}`);
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
