import { expect } from '@playwright/test';
import { LOAD_FAILED } from '../../features/favourites/messages.ts';
import type { FaultRow } from './support/fault-row.ts';
import {
  favourite,
  FAVOURITES_TIMEOUT_MS,
  headerButton,
  openArticle,
  panel,
} from './support/favourites-page.ts';

/** The bookmarks panel's row of the fault table (issue 12): its load. */
export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'bookmarks panel load (bookmarks)',
    routes: 'GET /api/bookmarks/get',
    backend: '**/api/bookmarks/get**',
    hangEnds: 'timeout',
    timeoutMs: FAVOURITES_TIMEOUT_MS,
    setUp: openArticle,
    async act({ page }) {
      if (await panel(page).isVisible()) {
        await page.keyboard.press('Escape');
        await expect(panel(page)).toBeHidden();
      }
      await headerButton(page).click();
    },
    async failed({ page }) {
      await expect(panel(page).getByText(LOAD_FAILED)).toBeVisible({ timeout: 3 * FAVOURITES_TIMEOUT_MS });
      await expect(panel(page).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      // The favourite button still answers while the panel says it could not load.
      await expect(favourite(page)).toBeEnabled();
    },
    async succeeded({ page }) {
      await expect(panel(page).getByRole('heading', { name: 'Gemerkte Artikel' })).toBeVisible({
        timeout: 10_000,
      });
      await expect(panel(page).getByText(LOAD_FAILED)).toHaveCount(0);
    },
  },
];
