import { expect, type Page } from '@playwright/test';
import { REGISTER_TIMEOUT_MS } from '../../widgets/register-form/register-calls.ts';
import { freshEmail, takeOver } from '../support/form-page.ts';
import type { FaultCell, FaultRow } from './support/fault-row.ts';

const FAILED = 'Das hat gerade nicht geklappt. Ihre Eingaben sind noch da – bitte versuchen Sie es erneut.';
const PASSWORD = 'Zugspitze-im-Nebel';
const form = (page: Page) => page.locator('[data-widget="register-form"]');

async function open({ page }: FaultCell) {
  await page.goto('/konto/registrieren/');
  await takeOver(page, 'register-form');
}

/** The registration form's row of the fault table (issue 26): every input kept, password included. */
export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'register (register-form)',
    routes: 'POST /api/community/register',
    backend: '**/api/community/register**',
    hangEnds: 'timeout',
    timeoutMs: REGISTER_TIMEOUT_MS,
    async setUp(cell) {
      await open(cell);
      cell.stored = freshEmail('stoerung');
    },
    async act(cell) {
      const { page } = cell;
      if (
        await form(page)
          .getByText(/^Fast geschafft!/)
          .isVisible()
      ) {
        await open(cell);
        cell.stored = freshEmail('stoerung');
      }
      const root = form(page);
      await root.getByLabel('E-Mail-Adresse').fill(cell.stored ?? '');
      await root.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
      await root.getByLabel('Anzeigename').fill(`Zelle ${(cell.stored ?? '').slice(10, 18)}`);
      await root.getByLabel(/^Ich akzeptiere/).check();
      await root.getByRole('button', { name: 'Registrieren' }).click();
    },
    async failed({ page, stored }) {
      const root = form(page);
      await expect(root.getByText(FAILED)).toBeVisible({ timeout: REGISTER_TIMEOUT_MS + 5_000 });
      await expect(root.getByLabel('E-Mail-Adresse')).toHaveValue(stored ?? '');
      await expect(root.getByLabel('Passwort', { exact: true })).toHaveValue(PASSWORD);
      await expect(root.getByLabel(/^Ich akzeptiere/)).toBeChecked();
    },
    async succeeded({ page }) {
      await expect(form(page).getByText(/^Fast geschafft!/)).toBeVisible({ timeout: 10_000 });
    },
  },
];
