import { expect, type Page } from '@playwright/test';
import { CANCEL_TIMEOUT_MS } from '../../widgets/cancel-subscription/cancel-calls.ts';
import { freshEmail } from '../support/form-page.ts';
import type { FaultCell, FaultRow } from './support/fault-row.ts';

const FAILED =
  'Ihre Kündigung konnte gerade nicht übermittelt werden. Ihre Angaben sind gespeichert – bitte versuchen Sie es erneut.';
const form = (page: Page) => page.locator('[data-widget="cancel-subscription"]');
const done = (page: Page) => form(page).getByRole('heading', { name: 'Ihre Kündigung ist eingegangen' });

async function open({ page }: FaultCell) {
  await page.goto('/vertraege-kuendigen/');
  await expect(form(page).locator('form[novalidate]')).toBeVisible();
}

/**
 * The Kündigungsbutton's row of the fault table (issue 27): whatever the service does, the reader's
 * input stays and the way to cancel in text form is shown; after the service recovers, the same
 * submit cancels.
 */
export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: "cancel a subscription ('jetzt kündigen', cancel-subscription)",
    routes: 'POST /api/subscriptions/cancellations',
    backend: '**/api/subscriptions/cancellations**',
    hangEnds: 'timeout',
    timeoutMs: CANCEL_TIMEOUT_MS,
    async setUp(cell) {
      await open(cell);
      cell.stored = freshEmail('stoerung');
    },
    async act(cell) {
      const { page } = cell;
      // After a cancellation that went through, the next one starts on a fresh page.
      if (await done(page).isVisible()) await open(cell);
      const root = form(page);
      await root.getByLabel('Name', { exact: true }).fill('Stefan Störung');
      await root.getByLabel('E-Mail-Adresse', { exact: true }).fill(cell.stored ?? '');
      await root.getByLabel('Welchen Vertrag möchten Sie kündigen?').fill('Auto Motor Kiosk plus');
      await root.getByRole('button', { name: 'jetzt kündigen' }).click();
    },
    async failed({ page, stored }) {
      const root = form(page);
      await expect(root.getByText(FAILED)).toBeVisible({ timeout: CANCEL_TIMEOUT_MS + 5_000 });
      await expect(root.getByText('kuendigung@kiosk-demo.de')).toBeVisible();
      await expect(root.getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue(stored ?? '');
      await expect(root.getByLabel('Welchen Vertrag möchten Sie kündigen?')).toHaveValue(
        'Auto Motor Kiosk plus',
      );
    },
    async succeeded({ page }) {
      await expect(done(page)).toBeVisible({ timeout: 10_000 });
    },
  },
];
