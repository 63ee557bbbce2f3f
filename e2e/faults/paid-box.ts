import { expect, test, type Page } from '@playwright/test';
import { SEED_ORDER } from '../../demo-host/api/training-plans/seed.ts';
import { PLAN_ORDERS_KEY } from '../../features/training-plans/plan-ownership.ts';
import { TOKEN_COOKIE } from '../../src/session/token-cookie.ts';
import type { FaultRow } from './support/fault-row.ts';
import { SLOW_MS } from './support/route-fault.ts';
import { themeToggleAnswers } from './support/theme-toggle-answers.ts';

/**
 * The paid boxes' rows (issue 27): an owner's signed download link, and the registration of a finished
 * order (bought without login) with the platform, which turns 'Jetzt kaufen' into 'Herunterladen'.
 */

const PAGE = '/fitness/halbmarathon-training/';
const box = (page: Page, plan: string) => page.locator(`.kiosk-paid-box[data-plan="${plan}"]`);
const OWNED = 'halbmarathon-unter-2-00-h-4-tage';
const [BOUGHT] = SEED_ORDER.plans;
const downloads = new WeakMap<Page, string[]>();

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: "download link (paid-box, an owner's 'Herunterladen')",
    routes: 'GET /api/training-plans/{id}/download',
    backend: `**/api/training-plans/${OWNED}/download**`,
    hangEnds: 'clock',
    async setUp({ page, context }) {
      const url = test.info().project.use.baseURL ?? '';
      await context.addCookies([{ name: TOKEN_COOKIE, value: 'demo-ben-plus', url }]);
      const started: string[] = [];
      downloads.set(page, started);
      page.on('download', (download) => started.push(download.url()));
      await page.goto(PAGE);
    },
    async act({ page }) {
      await box(page, OWNED)
        .getByRole('button', { name: /^Herunterladen/ })
        .click();
    },
    async failed({ page }) {
      await expect(box(page, OWNED).getByRole('status')).toHaveText(
        'Der Download-Link konnte nicht erstellt werden.',
        { timeout: SLOW_MS + 5_000 },
      );
      await expect(box(page, OWNED).getByRole('button', { name: /^Herunterladen/ })).toBeEnabled();
      await themeToggleAnswers(page);
    },
    async succeeded({ page }, times) {
      await expect.poll(() => downloads.get(page)?.length, { timeout: SLOW_MS + 3_000 }).toBe(times);
      expect(downloads.get(page)?.at(-1)).toContain(`/api/training-plans/file/${OWNED}?expires=`);
    },
  },
  {
    action: 'order registration (paid-box, a plan bought without login; the next page view)',
    routes: 'POST /api/training-plans/orders',
    backend: '**/api/training-plans/orders**',
    hangEnds: 'clock',
    async setUp({ page }) {
      await page.goto(PAGE);
      // Once the page's boxes have read the stored orders, so this page view does not register it.
      await expect(page.locator('[data-widget="paid-box"][data-kiosk="mounted"]').first()).toBeAttached();
      // The cart found this order finished; the platform has not confirmed it yet.
      await page.evaluate(
        ([key, cartToken]) => localStorage.setItem(key, JSON.stringify([{ cartToken, plans: null }])),
        [PLAN_ORDERS_KEY, SEED_ORDER.cartToken] as const,
      );
    },
    async act({ page }) {
      await page.goto(PAGE);
    },
    async failed({ page }) {
      // Nothing for the reader to act on: the plan is still for sale, and the order is asked again later.
      await expect(box(page, BOUGHT).getByRole('link', { name: /^Jetzt kaufen/ })).toBeVisible();
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), PLAN_ORDERS_KEY), {
          timeout: SLOW_MS + 5_000,
        })
        .toContain('"plans":null');
      await themeToggleAnswers(page);
    },
    async succeeded({ page }) {
      await expect(box(page, BOUGHT).getByRole('button', { name: /^Herunterladen/ })).toBeVisible({
        timeout: SLOW_MS + 5_000,
      });
    },
  },
];
