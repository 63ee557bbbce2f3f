import { expect, type Page } from '@playwright/test';
import type { FaultRow } from './support/fault-row.ts';
import { SLOW_MS } from './support/route-fault.ts';
import { themeToggleAnswers } from './support/theme-toggle-answers.ts';

/**
 * The affiliate boxes' row (issue 31): the live price of the first box. The button asks through the same
 * lookup (features/affiliate), so this row is its too.
 */

const PAGE = '/auto/dashcam-ratgeber/';
/** `storePrice.timeoutMs` for the hang cell; longer than SLOW_MS, so a slow answer still arrives. */
const TIMEOUT_MS = SLOW_MS + 2_000;
const firstPrice = (page: Page) => page.locator('.kiosk-affiliate--box .kiosk-affiliate__price').first();
const failures = new WeakMap<Page, string[]>();

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'live price of an affiliate box (affiliate-box, affiliate-button)',
    routes: 'GET /api/store-price/{store}/price',
    backend: '**/api/store-price/**',
    hangEnds: 'timeout',
    timeoutMs: TIMEOUT_MS,
    async setUp({ page }) {
      const logged: string[] = [];
      failures.set(page, logged);
      page.on('console', (line) => line.text().includes('price lookup failed') && logged.push(line.text()));
      await page.route(`**${PAGE}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '"storePrice":{',
          `"storePrice":{"timeoutMs":${TIMEOUT_MS},`,
        );
        await route.fulfill({ response, body: html });
      });
    },
    act: async ({ page }) => void (await page.goto(PAGE)),
    async failed({ page }) {
      // Logged once; the box keeps the server's price, and the page goes on.
      await expect.poll(() => failures.get(page)?.length, { timeout: TIMEOUT_MS + 3_000 }).toBeGreaterThan(0);
      await expect(firstPrice(page)).toHaveText('ab 94,99 €');
      await expect(page.locator('[data-widget="affiliate-box"]').first()).toHaveAttribute(
        'data-kiosk',
        'mounted',
      );
      await themeToggleAnswers(page);
    },
    async succeeded({ page }) {
      await expect(firstPrice(page)).toHaveText('ab 89,99 €', { timeout: SLOW_MS + 3_000 });
    },
  },
];
