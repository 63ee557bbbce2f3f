import { expect, type Page } from '@playwright/test';
import { SUGGESTIONS_TIMEOUT_MS } from '../../widgets/inactive-tab-overlay/suggestions-call.ts';
import { awayAndBack, controlVisibility } from '../support/tab-visibility.ts';
import type { FaultRow } from './support/fault-row.ts';

/**
 * The inactive-tab overlay's row: the suggestions fetched while the tab is hidden. The reader did not
 * ask for them, so every failure ends the same way: no dialog, no message, the page as it was.
 */
const ARTICLE = '/auto/dauertest/';
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Schön, dass Sie wieder da sind' });

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'inactive-tab overlay suggestions (fetched on hide, shown on return)',
    routes: 'GET /api/suggestions',
    backend: '**/api/suggestions?**',
    hangEnds: 'timeout',
    timeoutMs: SUGGESTIONS_TIMEOUT_MS,
    async setUp({ page }) {
      await controlVisibility(page);
      // The hang cell has installed the clock already; the others need it for the minute away.
      await page.clock.install().catch(() => undefined);
    },
    async act({ page }) {
      // Each try is a new page view: the overlay shows once per page view and once in 12 hours.
      await page.goto(ARTICLE);
      await page.evaluate(() => localStorage.removeItem('kiosk_overlay_shown'));
      await expect(page.locator('[data-widget="inactive-tab-overlay"]')).toHaveAttribute(
        'data-kiosk',
        'mounted',
      );
      await page.getByRole('link', { name: 'Zur Kaufberatung' }).focus();
      await awayAndBack(page);
    },
    async failed({ page }) {
      // The decision falls at once on the return: a moment later there is still nothing.
      await page.waitForTimeout(300);
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Zur Kaufberatung' })).toBeFocused();
    },
    async succeeded({ page }) {
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole('listitem')).toHaveCount(3);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Zur Kaufberatung' })).toBeFocused();
    },
  },
];
