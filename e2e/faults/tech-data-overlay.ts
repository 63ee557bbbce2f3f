import { expect, type Page } from '@playwright/test';
import { VEHICLES_FAILED } from '../../features/vehicles/vehicle-messages.ts';
import type { FaultRow } from './support/fault-row.ts';
import { SLOW_MS } from './support/route-fault.ts';
import { themeToggleAnswers } from './support/theme-toggle-answers.ts';

/**
 * The technical data overlay's row of the fault table: the version's data, asked for when the reader
 * opens the dialog; after a failure, opening it again asks again.
 */

/** `vehicles.timeoutMs` on the test article: a hang ends in seconds; a slow answer still arrives. */
const VEHICLES_TIMEOUT_MS = SLOW_MS + 2_000;
const dialog = (page: Page) => page.getByRole('dialog', { name: /^Technische Daten/ });

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'technical data (tech-data-overlay, open the dialog, retry)',
    routes: 'GET /api/vehicles/versions',
    backend: '**/api/vehicles/versions**',
    hangEnds: 'timeout',
    timeoutMs: VEHICLES_TIMEOUT_MS,
    async setUp({ page }) {
      await page.route('**/auto/golf-test/', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '"isAb":false',
          `"isAb":false,"vehicles":{"timeoutMs":${VEHICLES_TIMEOUT_MS}}`,
        );
        await route.fulfill({ response, body: html });
      });
      await page.goto('/auto/golf-test/');
      await expect(page.locator('[data-widget="tech-data-overlay"]')).toHaveAttribute(
        'data-kiosk',
        'mounted',
      );
    },
    async act({ page }) {
      // The reader's click on the link; an open dialog is closed first (Escape), and opening it again
      // after a failure asks again (the dialog's own 'Erneut versuchen' is in e2e/tech-data-overlay.spec.ts).
      if (await dialog(page).isVisible()) await page.keyboard.press('Escape');
      await page.getByRole('link', { name: 'Technische Daten' }).click();
    },
    async failed({ page }) {
      const notice = dialog(page).getByRole('alert').filter({ hasText: VEHICLES_FAILED });
      await expect(notice).toBeVisible({ timeout: 3 * VEHICLES_TIMEOUT_MS });
      await expect(notice.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('link', { name: 'Technische Daten' })).toBeFocused();
      await themeToggleAnswers(page);
    },
    async succeeded({ page }) {
      await expect(page.getByRole('dialog', { name: 'Technische Daten: VW Golf 1.5 eTSI DSG' })).toBeVisible({
        timeout: SLOW_MS + 3_000,
      });
      await expect(dialog(page).getByRole('row', { name: /^Hubraum/ })).toContainText('1.498 cm³');
      await expect(dialog(page).getByRole('alert')).toHaveText('');
    },
  },
];
