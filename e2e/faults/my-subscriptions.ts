import { expect, test, type Page } from '@playwright/test';
import { CONTRACTS_TIMEOUT_MS } from '../../features/subscriptions/contracts-call.ts';
import type { FaultRow } from './support/fault-row.ts';

const root = (page: Page) => page.locator('[data-widget="my-subscriptions"]');
const panel = (page: Page) => root(page).getByRole('region', { name: 'Meine Abos und Ausgaben' });

/** The list's row of the fault table (issue 27): without contracts, a German note and the Kündigungsbutton. */
export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: "open 'Meine Abos und Ausgaben' (my-subscriptions)",
    routes: 'GET /api/subscriptions/contracts',
    backend: '**/api/subscriptions/contracts**',
    hangEnds: 'timeout',
    timeoutMs: CONTRACTS_TIMEOUT_MS,
    async setUp({ page, context }) {
      const url = `${test.info().project.use.baseURL ?? ''}/`;
      await context.addCookies([{ name: 'ape_token', value: 'demo-dirk-pur', url }]);
      await page.goto('/konto/abos/');
      await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
    },
    async act({ page }) {
      const button = root(page).getByRole('button', { name: 'Abos und Ausgaben' });
      // A list that is open closes first, so the click opens it afresh.
      if (await panel(page).isVisible()) await button.click();
      await button.click();
    },
    async failed({ page }) {
      await expect(panel(page)).toContainText('Ihre Abos können gerade nicht angezeigt werden.', {
        timeout: CONTRACTS_TIMEOUT_MS + 5_000,
      });
      await expect(panel(page).getByRole('link', { name: 'Verträge hier kündigen' })).toBeVisible();
    },
    async succeeded({ page }) {
      await expect(panel(page)).toContainText('gekündigt zum 31.12.2026', { timeout: 10_000 });
    },
  },
];
