import { expect, type Page } from '@playwright/test';
import type { FaultRow } from './support/fault-row.ts';
import { SLOW_MS } from './support/route-fault.ts';
import { themeToggleAnswers } from './support/theme-toggle-answers.ts';

/** The training-plan filter's row (issue 27): the plans list, on first load and on 'Erneut versuchen'. */
const filter = (page: Page) => page.locator('[data-widget="training-plans"]');

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'plans list (training-plans, first load, retry)',
    routes: 'GET /api/training-plans',
    backend: '**/api/training-plans',
    hangEnds: 'clock',
    async setUp() {},
    async act({ page }) {
      if (!page.url().includes('/fitness/trainingsplaene/'))
        return void (await page.goto('/fitness/trainingsplaene/'));
      const retry = filter(page).getByRole('button', { name: 'Erneut versuchen' });
      if (await retry.isVisible()) await retry.click();
    },
    async failed({ page }) {
      await expect(filter(page).getByRole('alert')).toHaveText(
        'Die Trainingspläne konnten nicht geladen werden.',
        {
          timeout: SLOW_MS + 5_000,
        },
      );
      await expect(filter(page).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      await themeToggleAnswers(page);
    },
    async succeeded({ page }) {
      await expect(filter(page).locator('.kiosk-training-plans__status')).toHaveText('63 Trainingspläne', {
        timeout: SLOW_MS + 3_000,
      });
    },
  },
];
