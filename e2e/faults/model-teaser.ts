import { expect, type Page } from '@playwright/test';
import { TEASER_FAILED } from '../../widgets/model-teaser/messages.ts';
import type { FaultRow } from './support/fault-row.ts';
import { SLOW_MS } from './support/route-fault.ts';
import { themeToggleAnswers } from './support/theme-toggle-answers.ts';

/** The model teaser's row of the fault table: the brand tree it reads the model's versions from. */

/** `vehicles.timeoutMs` on the model page: a hang ends in seconds; a slow answer still arrives. */
const VEHICLES_TIMEOUT_MS = SLOW_MS + 2_000;
const MODEL_PAGE = '/auto/vw-golf/';
const widget = (page: Page) => page.locator('[data-widget="model-teaser"]');

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'model versions (model-teaser, brand tree on load, retry)',
    routes: 'GET /api/vehicles/tree',
    backend: '**/api/vehicles/tree**',
    hangEnds: 'timeout',
    timeoutMs: VEHICLES_TIMEOUT_MS,
    async setUp({ page }) {
      await page.route(`**${MODEL_PAGE}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '"isAb":false',
          `"isAb":false,"vehicles":{"timeoutMs":${VEHICLES_TIMEOUT_MS}}`,
        );
        await route.fulfill({ response, body: html });
      });
    },
    async act({ page }) {
      // The tree is asked for when the teaser comes into view: after a failure through its 'Erneut
      // versuchen', else on (another) visit of the model page.
      const retry = widget(page).getByRole('button', { name: 'Erneut versuchen' });
      if (page.url().endsWith(MODEL_PAGE) && (await retry.isVisible())) return retry.click();
      await page.goto(MODEL_PAGE);
      await widget(page).scrollIntoViewIfNeeded();
    },
    async failed({ page }) {
      // While the tree loads the CMS link stays; once the call failed, the teaser says so and offers a retry.
      const teaser = widget(page).getByRole('complementary', { name: 'Im Vergleich' });
      await expect(teaser.getByRole('alert')).toContainText(TEASER_FAILED, {
        timeout: 3 * VEHICLES_TIMEOUT_MS,
      });
      await expect(teaser.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      await expect(widget(page)).toHaveAttribute('data-kiosk', 'mounted');
      await themeToggleAnswers(page);
    },
    async succeeded({ page }) {
      const teaser = widget(page).getByRole('complementary', { name: 'VW Golf im Vergleich' });
      const start = teaser.getByRole('link', { name: 'Alle Versionen vergleichen' });
      await expect(start).toBeVisible({ timeout: SLOW_MS + 3_000 });
      // The link starts the comparison with the model's versions (the comparison page's URL state).
      expect(new URL((await start.getAttribute('href')) ?? '', page.url()).searchParams.get('v')).toMatch(
        /^[^,]+(,[^,]+)+$/,
      );
      // No error stays: a retry empties the notice's region; a first answer brings no notice at all (its
      // code loads only once a call failed, issue 22).
      await expect(teaser.getByText(TEASER_FAILED)).toHaveCount(0);
    },
  },
];
