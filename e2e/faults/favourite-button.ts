import { expect } from '@playwright/test';
import { TOGGLE_FAILED } from '../../features/favourites/messages.ts';
import type { FaultRow } from './support/fault-row.ts';
import {
  cellItem,
  favourite,
  FAVOURITES_TIMEOUT_MS,
  openArticle,
  panelAnswers,
  serverHas,
} from './support/favourites-page.ts';

/** The favourite button's row of the fault table (issue 12): the toggle. */
export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'favourite toggle (favourite-button)',
    routes: 'POST /api/bookmarks/toggle',
    backend: '**/api/bookmarks/toggle**',
    hangEnds: 'timeout',
    timeoutMs: FAVOURITES_TIMEOUT_MS,
    setUp: openArticle,
    act: async ({ page }) => void (await favourite(page).click()),
    async failed(cell) {
      const alert = cell.page.locator('.article-favourite').first().getByRole('alert');
      await expect(alert).toHaveText(TOGGLE_FAILED, { timeout: 3 * FAVOURITES_TIMEOUT_MS });
      // Rolled back to what the server holds.
      await expect(favourite(cell.page)).toHaveAttribute('aria-pressed', 'false');
      expect(await serverHas(cell, cellItem())).toBe(false);
      await panelAnswers(cell.page);
    },
    async succeeded(cell, times) {
      const saved = times % 2 == 1;
      await expect(favourite(cell.page)).toHaveAttribute('aria-pressed', String(saved));
      await expect.poll(() => serverHas(cell, cellItem()), { timeout: 10_000 }).toBe(saved);
      await expect(cell.page.locator('.article-favourite').first().getByRole('alert')).toHaveText('');
    },
  },
];
