import { expect, type Page } from '@playwright/test';
import { SEASON_TIMEOUT_MS } from '../../features/f1/season-calls.ts';
import type { FaultRow } from './support/fault-row.ts';

/** The calendar's row (issue 30): a failing season leaves the server's plain list in place. */
const mountPoint = (page: Page) => page.locator('[data-widget="f1-calendar"]');

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'F1 calendar (season on the calendar page)',
    routes: 'GET /api/f1/season',
    backend: '**/api/f1/season?**',
    hangEnds: 'timeout',
    timeoutMs: SEASON_TIMEOUT_MS,
    async setUp() {},
    async act({ page }) {
      await page.goto('/formel-1/kalender/');
    },
    async failed({ page }) {
      await expect(mountPoint(page)).toHaveAttribute('data-kiosk', 'mounted', {
        timeout: 3 * SEASON_TIMEOUT_MS,
      });
      await expect(mountPoint(page).locator('.f1-season-list li')).toHaveCount(24);
      await expect(mountPoint(page).locator('.kiosk-f1-calendar')).toHaveCount(0);
    },
    async succeeded({ page }) {
      await expect(mountPoint(page).locator('.kiosk-f1-calendar__round')).toHaveCount(24, {
        timeout: 3 * SEASON_TIMEOUT_MS,
      });
    },
  },
];
