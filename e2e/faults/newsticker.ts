import { expect, type Page } from '@playwright/test';
import { NEWS_LABELS } from '../../features/newsticker/messages.ts';
import type { FaultRow } from './support/fault-row.ts';
import { SLOW_MS } from './support/route-fault.ts';
import { themeToggleAnswers } from './support/theme-toggle-answers.ts';

/** The newsticker's row of the fault table: the feed behind the bell's list, and its retry. */

/** The newsticker's feed timeout on its page (`newsticker.timeoutMs`): a hang ends in seconds. */
const NEWS_TIMEOUT_MS = SLOW_MS + 2_000;
const newsList = (page: Page) => page.getByRole('dialog', { name: 'Neueste Meldungen' });

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'newsticker feed (bell list, retry)',
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
      // The first load on opening the page; after a failure, the reader's 'Erneut versuchen'.
      if (!page.url().includes('/nachrichten/')) await page.goto('/nachrichten/');
      if (!(await newsList(page).isVisible())) await page.locator('.kiosk-newsticker__bell').click();
      const retry = newsList(page).getByRole('button', { name: 'Erneut versuchen' });
      if (await retry.isVisible()) await retry.click();
    },
    async failed({ page }) {
      await expect(newsList(page).getByRole('alert')).toContainText(NEWS_LABELS.failed, {
        timeout: 3 * NEWS_TIMEOUT_MS,
      });
      await expect(newsList(page).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      await themeToggleAnswers(page);
      await expect(page.locator('.kiosk-newsticker__bell')).toHaveAttribute('aria-label', /^Newsticker/);
    },
    async succeeded({ page }) {
      await expect(newsList(page).locator('.kiosk-newsticker__link')).toHaveCount(10, {
        timeout: 3 * NEWS_TIMEOUT_MS,
      });
      await expect(newsList(page).getByRole('alert')).toHaveText('');
    },
  },
];
