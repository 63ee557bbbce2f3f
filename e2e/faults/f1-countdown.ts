import { expect, type Page } from '@playwright/test';
import { SEASON_TIMEOUT_MS } from '../../features/f1/season-calls.ts';
import type { FaultRow } from './support/fault-row.ts';

/** The F1 season feed's row (issue 30): the countdown keeps its server markup and shows no time. */
const mountPoint = (page: Page) => page.locator('[data-widget="f1-countdown"]');

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'F1 season feed (countdown on the F1 article)',
    routes: 'GET /api/f1/season',
    backend: '**/api/f1/season?**',
    hangEnds: 'timeout',
    timeoutMs: SEASON_TIMEOUT_MS,
    async setUp() {},
    async act({ page }) {
      await page.goto('/formel-1/');
    },
    async failed({ page }) {
      await expect(mountPoint(page)).toHaveAttribute('data-kiosk', 'mounted', {
        timeout: 3 * SEASON_TIMEOUT_MS,
      });
      // No time rather than a wrong one: the calendar link of the server markup stays.
      await expect(mountPoint(page).getByRole('link', { name: 'Formel-1-Kalender 2026' })).toBeVisible();
      await expect(mountPoint(page).locator('.kiosk-f1-countdown')).toHaveCount(0);
    },
    async succeeded({ page }) {
      await expect(mountPoint(page).locator('.kiosk-f1-countdown')).toBeVisible({
        timeout: 3 * SEASON_TIMEOUT_MS,
      });
      await expect(mountPoint(page).locator('.kiosk-f1-countdown')).toContainText(/Noch |LIVE|Saisonpause/);
    },
  },
];
