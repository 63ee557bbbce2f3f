import { expect, type Page } from '@playwright/test';
import type { FaultRow } from './support/fault-row.ts';
import { SLOW_MS } from './support/route-fault.ts';
import { themeToggleAnswers } from './support/theme-toggle-answers.ts';

/** The store price's row of the fault table: the prices asked for the links on the first screen. */

/** `storePrice.timeoutMs` for the hang cell; longer than SLOW_MS, so a slow answer still arrives. */
const STORE_PRICE_TIMEOUT_MS = SLOW_MS + 2_000;
const storeLink = (page: Page) => page.getByRole('link', { name: 'Dashcam mit 4K-Auflösung' });

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'store price lookup (store-price, links on the first screen)',
    routes: 'GET /api/store-price/{store}/price',
    backend: '**/api/store-price/**',
    hangEnds: 'timeout',
    timeoutMs: STORE_PRICE_TIMEOUT_MS,
    async setUp({ page }) {
      await page.route('**/auto/kaufberatung/', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '"storePrice":{',
          `"storePrice":{"timeoutMs":${STORE_PRICE_TIMEOUT_MS},`,
        );
        await route.fulfill({ response, body: html });
      });
    },
    // The reader does not act: reading the first screen for 1.5 s is what asks for the prices.
    act: async ({ page }) => void (await page.goto('/auto/kaufberatung/')),
    async failed({ page }) {
      // spec 8: logged only; the link stays as the CMS wrote it, and the page goes on.
      await expect(storeLink(page)).toHaveAttribute('data-kiosk-price', 'none', {
        timeout: STORE_PRICE_TIMEOUT_MS + 3_000,
      });
      await expect(storeLink(page)).toHaveText('Dashcam mit 4K-Auflösung');
      await themeToggleAnswers(page);
    },
    async succeeded({ page }) {
      await expect(storeLink(page)).toHaveText('Dashcam mit 4K-Auflösung (ab 89,99 €)', {
        timeout: SLOW_MS + 3_000,
      });
    },
  },
];
