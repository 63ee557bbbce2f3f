import { expect, type Page } from '@playwright/test';
import { OFFERS_TIMEOUT_MS } from '../../widgets/subscription-offers/offer.ts';
import type { FaultRow } from './support/fault-row.ts';

const offers = (page: Page) => page.locator('[data-widget="subscription-offers"]');

/** The landing page's row of the fault table (issue 27): without offers, the shop link stays. */
export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'load the offers (subscription-offers)',
    routes: 'GET /api/subscriptions/offers',
    backend: '**/api/subscriptions/offers**',
    hangEnds: 'timeout',
    timeoutMs: OFFERS_TIMEOUT_MS,
    async setUp() {},
    async act({ page }) {
      await page.goto('/abo-angebote/');
    },
    async failed({ page }) {
      await expect(offers(page)).toHaveAttribute('data-kiosk', 'mounted');
      await expect(offers(page).getByRole('link', { name: 'Zu den Abo-Angeboten' })).toBeVisible({
        timeout: OFFERS_TIMEOUT_MS + 5_000,
      });
      await expect(offers(page).locator('.kiosk-offers__card')).toHaveCount(0);
    },
    async succeeded({ page }) {
      await expect(offers(page).locator('.kiosk-offers__card')).toHaveCount(1, { timeout: 10_000 });
    },
  },
];
