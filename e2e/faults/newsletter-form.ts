import { expect, type Page } from '@playwright/test';
import { SUBSCRIBE_TIMEOUT_MS } from '../../widgets/newsletter-form/newsletter-calls.ts';
import { freshEmail, takeOver } from '../support/form-page.ts';
import type { FaultCell, FaultRow } from './support/fault-row.ts';

const FAILED = 'Das hat gerade nicht geklappt. Ihre Eingaben sind noch da – bitte versuchen Sie es erneut.';
const CONFIRM = 'Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.';
const form = (page: Page) => page.locator('[data-widget="newsletter-form"]');

async function open({ page }: FaultCell) {
  await page.goto('/newsletter/');
  await takeOver(page, 'newsletter-form');
}

/** The newsletter form's row of the fault table (issue 26): the signup keeps the address. */
export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'newsletter signup (newsletter-form)',
    routes: 'POST /api/newsletter/subscribe',
    backend: '**/api/newsletter/subscribe**',
    hangEnds: 'timeout',
    timeoutMs: SUBSCRIBE_TIMEOUT_MS,
    async setUp(cell) {
      await open(cell);
      cell.stored = freshEmail('stoerung');
    },
    async act(cell) {
      const { page } = cell;
      // After a signup that worked, the next reader gets a fresh form.
      if (await form(page).getByRole('status').isVisible()) await open(cell);
      await form(page)
        .getByLabel('E-Mail-Adresse')
        .fill(cell.stored ?? '');
      await form(page).getByRole('button', { name: 'Newsletter abonnieren' }).click();
    },
    async failed({ page, stored }) {
      await expect(form(page).getByText(FAILED)).toBeVisible({ timeout: SUBSCRIBE_TIMEOUT_MS + 5_000 });
      await expect(form(page).getByLabel('E-Mail-Adresse')).toHaveValue(stored ?? '');
    },
    async succeeded({ page }) {
      await expect(form(page).getByRole('status')).toHaveText(CONFIRM, { timeout: 10_000 });
    },
  },
];
