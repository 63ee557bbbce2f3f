import { expect } from '@playwright/test';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

/**
 * The registration form's hostile content (issue 26): the service's 422 problems and the display-name
 * check are codes the form maps to its own German; payloads in them never show or run.
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: '422 problems and display-name check answers on /konto/registrieren/',
    group: 'register form (422 problems, name check)',
    fields: 2,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.route('**/api/community/register**', (route) =>
        route.fulfill({
          status: 422,
          json: {
            error: PAYLOADS[0],
            problems: Object.fromEntries(PAYLOADS.map((payload, index) => [`f${index}`, payload])),
          },
        }),
      );
      await page.route('**/api/community/displayname**', (route) =>
        route.fulfill({ json: { available: false, problem: PAYLOADS.join(' ') } }),
      );
      await page.goto('/konto/registrieren/');
      watcher.loaded();
      const root = page.locator('[data-widget="register-form"]');
      await root.hover();
      await expect(root.locator('form[novalidate]')).toBeVisible();
      await root.getByLabel('Anzeigename').fill('Irgendwer');
      await root.getByLabel('E-Mail-Adresse').fill('leser@example.de');
      await expect(
        root.getByText('Dieser Anzeigename ist schon vergeben. Bitte wählen Sie einen anderen.'),
      ).toBeVisible();
      await root.getByLabel('Passwort', { exact: true }).fill('Zugspitze-im-Nebel');
      await root.getByLabel('Anzeigename').fill('Jemand anderes');
      await root.getByLabel(/^Ich akzeptiere/).check();
      await root.getByRole('button', { name: 'Registrieren' }).click();
      await expect(
        root.getByText(
          'Das hat gerade nicht geklappt. Ihre Eingaben sind noch da – bitte versuchen Sie es erneut.',
        ),
      ).toBeVisible();
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
