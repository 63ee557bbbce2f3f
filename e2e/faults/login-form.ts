import { expect, test, type Page } from '@playwright/test';
import { LOGIN_TIMEOUT_MS } from '../../widgets/login-form/login-calls.ts';
import { takeOver } from '../support/form-page.ts';
import type { FaultRow } from './support/fault-row.ts';

const PASSWORD = 'Kiosk-Demo-2026';
const FAILED = 'Das hat gerade nicht geklappt. Ihre Eingaben sind noch da – bitte versuchen Sie es erneut.';
const form = (page: Page) => page.locator('[data-widget="login-form"]');

/** The login form's row of the fault table (issue 26): the submit keeps every input. */
export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'log in (login-form)',
    routes: 'POST /api/community/login',
    backend: '**/api/community/login**',
    hangEnds: 'timeout',
    timeoutMs: LOGIN_TIMEOUT_MS,
    async setUp({ page }) {
      await page.goto('/konto/anmelden/');
      await takeOver(page, 'login-form');
    },
    async act({ page }) {
      const root = form(page);
      // After a login that worked, the reader logs out and in again.
      const logout = root.getByRole('button', { name: 'Abmelden' });
      if (await logout.isVisible()) await logout.click();
      await root.getByLabel('E-Mail-Adresse').fill('anna@example.de');
      await root.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
      await root.getByRole('button', { name: 'Anmelden' }).click();
    },
    async failed({ page }) {
      const root = form(page);
      const email = root.getByLabel('E-Mail-Adresse');
      const password = root.getByLabel('Passwort', { exact: true });
      // A 401 is the service saying "wrong credentials": only then is the password emptied.
      if (test.info().title.endsWith('× 401')) {
        await expect(root.getByText('E-Mail-Adresse oder Passwort ist nicht richtig.')).toBeVisible();
        await expect(password).toHaveValue('');
      } else {
        await expect(root.getByText(FAILED)).toBeVisible({ timeout: LOGIN_TIMEOUT_MS + 5_000 });
        await expect(password).toHaveValue(PASSWORD);
      }
      await expect(email).toHaveValue('anna@example.de');
      await expect(root.getByRole('button', { name: 'Anmelden' })).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-kiosk-logged-in', 'true');
    },
    async succeeded({ page }) {
      await expect(form(page).getByText('Angemeldet als Anna Schmidt')).toBeVisible({ timeout: 10_000 });
      await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
    },
  },
];
