import { expect, test, type Page } from '@playwright/test';
import { CONTRACTS_TIMEOUT_MS } from '../../features/subscriptions/contracts-call.ts';
import { PURCHASES_TIMEOUT_MS } from '../../widgets/my-subscriptions/purchases-calls.ts';
import type { FaultCell, FaultRow } from './support/fault-row.ts';

const root = (page: Page) => page.locator('[data-widget="my-subscriptions"]');
const panel = (page: Page) => root(page).getByRole('region', { name: 'Meine Abos und Ausgaben' });

/** Opens the list afresh: a list that is open closes first, so the click opens it again. */
async function openList({ page }: FaultCell) {
  const button = root(page).getByRole('button', { name: 'Abos und Ausgaben' });
  if (await panel(page).isVisible()) await button.click();
  await button.click();
}

async function logIn({ page, context }: FaultCell, token: string) {
  const url = `${test.info().project.use.baseURL ?? ''}/`;
  await context.addCookies([{ name: 'ape_token', value: token, url }]);
  await page.goto('/konto/abos/');
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
  // The server's button stays disabled until the widget has mounted.
  await expect(root(page).getByRole('button', { name: 'Abos und Ausgaben' })).toBeEnabled();
}

/**
 * The list's rows of the fault table (issue 27): without contracts, a German note and the
 * Kündigungsbutton; without purchases, the contracts stay and the PDF section says so in German.
 */
export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: "open 'Meine Abos und Ausgaben' (my-subscriptions)",
    routes: 'GET /api/subscriptions/contracts',
    backend: '**/api/subscriptions/contracts**',
    hangEnds: 'timeout',
    timeoutMs: CONTRACTS_TIMEOUT_MS,
    setUp: (cell) => logIn(cell, 'demo-dirk-pur'),
    act: openList,
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
  {
    action: "open 'Meine Abos und Ausgaben': purchased PDFs (my-subscriptions)",
    routes: 'GET /api/training-plans/purchases',
    backend: '**/api/training-plans/purchases**',
    hangEnds: 'timeout',
    timeoutMs: PURCHASES_TIMEOUT_MS,
    // Ben owns two plans (demo-host/api/training-plans/seed.ts) and has a contract.
    setUp: (cell) => logIn(cell, 'demo-ben-plus'),
    act: openList,
    async failed({ page }) {
      await expect(panel(page)).toContainText('Ihre gekauften PDFs können gerade nicht angezeigt werden.', {
        timeout: PURCHASES_TIMEOUT_MS + 5_000,
      });
      await expect(panel(page)).toContainText('AMS-PLUS-100234');
      await expect(panel(page).getByRole('link', { name: 'Verträge hier kündigen' })).toBeVisible();
      await expect(panel(page).getByRole('button', { name: /^Herunterladen/ })).toHaveCount(0);
    },
    async succeeded({ page }) {
      await expect(panel(page).getByRole('button', { name: /^Herunterladen: Halbmarathon/ })).toBeVisible({
        timeout: 10_000,
      });
    },
  },
];
