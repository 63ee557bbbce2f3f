import { expect, type Page } from '@playwright/test';
import { NEWS_LABELS } from '../../features/newsticker/messages.ts';
import type { FaultRow } from './support/fault-row.ts';
import { SLOW_MS } from './support/route-fault.ts';
import { themeToggleAnswers } from './support/theme-toggle-answers.ts';

/**
 * The highlight slider's row of the fault table: the newsticker feed it shows on the news page (shared
 * with the header's bell, one request for both), and the slider's own 'Erneut versuchen'.
 */

/** `newsticker.timeoutMs` on the news page: a hang ends in seconds; a slow answer still arrives. */
const NEWS_TIMEOUT_MS = SLOW_MS + 2_000;
const slider = (page: Page) =>
  page.locator('[data-widget="highlight-slider"]').getByRole('region', { name: 'Highlights' });

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'highlights feed (highlight-slider, first load, retry)',
    routes: 'GET /api/newsticker/feed',
    backend: '**/api/newsticker/feed**',
    hangEnds: 'timeout',
    timeoutMs: NEWS_TIMEOUT_MS,
    async setUp({ page }) {
      await page.route('**/nachrichten/', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '"isAb":false',
          `"isAb":false,"newsticker":{"timeoutMs":${NEWS_TIMEOUT_MS}}`,
        );
        await route.fulfill({ response, body: html });
      });
    },
    async act({ page }) {
      // The first load on opening the page; after a failure, the reader's 'Erneut versuchen' in the slider.
      if (!page.url().includes('/nachrichten/')) await page.goto('/nachrichten/');
      await page.locator('[data-widget="highlight-slider"]').scrollIntoViewIfNeeded();
      const retry = slider(page).getByRole('button', { name: 'Erneut versuchen' });
      if (await retry.isVisible()) await retry.click();
    },
    async failed({ page }) {
      // Not an empty box nor placeholders forever: the German message with its retry.
      await expect(slider(page).getByRole('alert')).toContainText(NEWS_LABELS.failed, {
        timeout: 3 * NEWS_TIMEOUT_MS,
      });
      await expect(slider(page).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      await expect(slider(page).locator('.kiosk-highlights__item--placeholder')).toHaveCount(0);
      await expect(slider(page).getByText(NEWS_LABELS.loading)).toHaveCount(0);
      await themeToggleAnswers(page);
    },
    async succeeded({ page }) {
      // The page's default limit: 8 of the feed's items, each a link with its position.
      const links = slider(page).getByRole('link');
      await expect(links).toHaveCount(8, { timeout: SLOW_MS + 3_000 });
      await expect(links.first()).toHaveAccessibleName(/, 1 von 8$/);
      await expect(slider(page).getByRole('alert')).toHaveText('');
    },
  },
];
