import { expect, type Page } from '@playwright/test';
import { PROVIDER_SCRIPT_PATH } from '../../demo-host/api/paywall/seed.ts';
import type { FaultRow } from './support/fault-row.ts';

const PREMIUM = '/auto/paywall/premium/';
/** The paywall's script timeout for these cells (`paywall.scriptTimeoutMs`); production keeps 10 s. */
const SCRIPT_TIMEOUT_MS = 1_000;
const article = (page: Page) => page.locator('.article-body');

/**
 * The paywall's row of the fault table: the provider's loader script is the one
 * backend it calls. Every failure fails open (README "paywall"): the premium article stays whole, with
 * no offer box over nothing; once the script loads again, the wall is back.
 */
export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'paywall verdict (provider script, premium article)',
    routes: `GET ${PROVIDER_SCRIPT_PATH}`,
    backend: `**${PROVIDER_SCRIPT_PATH}`,
    hangEnds: 'timeout',
    timeoutMs: SCRIPT_TIMEOUT_MS,
    async setUp({ page }) {
      await page.route(`**${PREMIUM}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '"scriptTimeoutMs":10000',
          `"scriptTimeoutMs":${SCRIPT_TIMEOUT_MS}`,
        );
        await route.fulfill({ response, body: html });
      });
    },
    async act({ page }) {
      await page.goto(PREMIUM);
      await expect(article(page)).toHaveAttribute('data-kiosk', 'mounted');
    },
    async failed({ page }) {
      // Past the script timeout: still no wall, the whole article readable, the page usable.
      await page.waitForTimeout(SCRIPT_TIMEOUT_MS + 300);
      await expect(page.locator('.kiosk-paywall')).toHaveCount(0);
      expect(await article(page).getAttribute('data-kiosk-paywalled')).toBeNull();
      await expect(article(page).locator('p').last()).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-kiosk-paywall', 'true');
    },
    async succeeded({ page }) {
      await expect(article(page)).toHaveAttribute('data-kiosk-paywalled', 'true', { timeout: 8_000 });
      await expect(page.getByRole('region', { name: 'Abo-Angebote' })).toBeVisible();
    },
  },
];
