import { expect, type Page } from '@playwright/test';
import { FAILED_TEXT } from '../../widgets/gp-ticker/gp-ticker.tsx';
import type { FaultRow } from './support/fault-row.ts';

/**
 * The GP ticker's row (issue 30): the first load of a finished race's ticker. A failure leaves the
 * server markup (no entries yet to keep) with the widget's German notice once entries were shown.
 */
const TIMEOUT_MS = 4_000;
const ticker = (page: Page) => page.locator('[data-widget="gp-ticker"]');

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'GP ticker (entries of a race, first load and poll)',
    routes: 'GET /api/f1/ticker/{round}',
    backend: '**/api/f1/ticker/**',
    hangEnds: 'timeout',
    timeoutMs: TIMEOUT_MS,
    async setUp({ page }) {
      await page.route('**/formel-1/ticker/**', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '"isAb":false',
          `"isAb":false,"gpTicker":{"timeoutMs":${TIMEOUT_MS},"intervalSeconds":5}`,
        );
        await route.fulfill({ response, body: html });
      });
    },
    async act({ page }) {
      // The first load on opening the page; after a failure, the reader's 'Erneut versuchen'.
      if (!page.url().includes('/formel-1/ticker/')) await page.goto('/formel-1/ticker/?rennen=2026-japan');
      const retry = ticker(page).getByRole('button', { name: 'Erneut versuchen' });
      if (await retry.isVisible()) await retry.click();
    },
    async failed({ page }) {
      await expect(ticker(page)).toContainText(FAILED_TEXT, { timeout: 3 * TIMEOUT_MS });
      await expect(ticker(page).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    },
    async succeeded({ page }) {
      await expect(ticker(page).locator('.kiosk-gp-ticker__entry').first()).toBeVisible({
        timeout: 3 * TIMEOUT_MS,
      });
      await expect(ticker(page)).not.toContainText(FAILED_TEXT, { timeout: 3 * TIMEOUT_MS });
    },
  },
];
