import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../demo-host/api/community/seed.ts';
import { TOKEN_COOKIE } from '../../src/session/token-cookie.ts';
import type { FaultRow } from './support/fault-row.ts';
import { SLOW_MS } from './support/route-fault.ts';
import { themeToggleAnswers } from './support/theme-toggle-answers.ts';

/**
 * The magazine issues' rows (issue 31): the issues list, the owner's signed download link, and the
 * finished-order lookup after an issue was bought through the cart (purchase, spec 7.11).
 */

const [, ben] = DEMO_USERS;
const issues = (page: Page) => page.locator('[data-widget="magazine-issues"]');
const downloads = new WeakMap<Page, string[]>();
/** The purchase events each cell's page sent, counted across its page loads. */
const purchases = new WeakMap<Page, unknown[]>();
const warnings = new WeakMap<Page, string[]>();

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'issues list (magazine-issues, first load, retry)',
    routes: 'GET /api/issues/{project}',
    backend: '**/api/issues/ams?**',
    hangEnds: 'clock',
    async setUp() {},
    async act({ page }) {
      if (!page.url().includes('/auto/hefte/')) return void (await page.goto('/auto/hefte/'));
      const retry = issues(page).getByRole('button', { name: 'Erneut versuchen' });
      if (await retry.isVisible()) await retry.click();
    },
    async failed({ page }) {
      await expect(issues(page).getByRole('alert')).toHaveText('Die Ausgaben konnten nicht geladen werden.', {
        timeout: SLOW_MS + 5_000,
      });
      await expect(issues(page).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      await themeToggleAnswers(page);
    },
    async succeeded({ page }) {
      await expect(issues(page).getByRole('heading', { name: 'Ausgabe 24/2026' })).toBeVisible({
        timeout: SLOW_MS + 3_000,
      });
    },
  },
  {
    action: "download link (magazine-issues, 'Herunterladen' on the download page)",
    routes: 'GET /api/issues/{project}/{id}/download',
    backend: '**/api/issues/ams/*/download**',
    hangEnds: 'clock',
    async setUp({ page, context }) {
      const url = test.info().project.use.baseURL ?? '';
      await context.addCookies([{ name: TOKEN_COOKIE, value: ben.token, url }]);
      const started: string[] = [];
      downloads.set(page, started);
      page.on('download', (download) => started.push(download.url()));
      await page.goto('/auto/hefte/download/');
    },
    async act({ page }) {
      await issues(page).getByRole('button', { name: 'Herunterladen: Ausgabe 23/2026' }).click();
    },
    async failed({ page }) {
      await expect(issues(page).getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
        'Der Download-Link konnte nicht erstellt werden.',
        { timeout: SLOW_MS + 5_000 },
      );
      await expect(
        issues(page).getByRole('button', { name: 'Herunterladen: Ausgabe 23/2026' }),
      ).toBeEnabled();
      await themeToggleAnswers(page);
    },
    async succeeded({ page }, times) {
      await expect.poll(() => downloads.get(page)?.length, { timeout: SLOW_MS + 3_000 }).toBe(times);
      expect(downloads.get(page)?.at(-1)).toContain('/api/issues/file/ams-2026-23?expires=');
    },
  },
  {
    action: 'order lookup (an issue bought through the cart; back on the magazine page: purchase)',
    routes: 'GET {storefront.orderEndpoint}?cartToken={token}',
    backend: '**/shop/order?**',
    hangEnds: 'clock',
    async setUp({ page, context }) {
      const sent: unknown[] = [];
      purchases.set(page, sent);
      const warned: string[] = [];
      warnings.set(page, warned);
      page.on('console', (message) => void (message.type() == 'warning' && warned.push(message.text())));
      await page.exposeFunction('__purchaseSent', (props: unknown) => void sent.push(props));
      await page.addInitScript(() =>
        document.addEventListener('kiosk:analytics-event', (event) => {
          const { name, props } = (event as CustomEvent<{ name: string; props?: unknown }>).detail;
          if (name == 'purchase')
            void (window as unknown as { __purchaseSent: (props: unknown) => Promise<void> }).__purchaseSent(
              props,
            );
        }),
      );
      await page.goto('/auto/hefte/');
      await issues(page).getByRole('button', { name: 'Heft kaufen: Ausgabe 24/2026' }).click();
      const checkoutUrl = await page.getByRole('link', { name: /^Zur Kasse/ }).getAttribute('href');
      const checkout = await context.newPage();
      await checkout.goto(checkoutUrl!);
      await checkout.getByRole('button', { name: 'Jetzt kaufen' }).click();
      await expect(checkout.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
      await checkout.close();
    },
    async act({ page }) {
      await page.goto('/auto/hefte/');
    },
    async failed({ page }) {
      // Nothing for the reader to act on: no purchase, one console line, and the gone cart's id back
      // where the cart keeps it, so the next page view asks again.
      await expect
        .poll(() => warnings.get(page)?.filter((line) => line.includes('finished order could not')).length, {
          timeout: SLOW_MS + 5_000,
        })
        .toBe(1);
      expect(await page.evaluate(() => localStorage.getItem('kiosk_cart_id'))).toMatch(
        /^gid:\/\/shopify\/Cart\//,
      );
      expect(purchases.get(page)).toEqual([]);
      await expect(issues(page).getByRole('heading', { name: 'Ausgabe 24/2026' })).toBeVisible();
      await themeToggleAnswers(page);
    },
    async succeeded({ page }) {
      // Once per order, however often the page is loaded again; the gone cart is let go.
      await expect.poll(() => purchases.get(page)?.length, { timeout: SLOW_MS + 5_000 }).toBe(1);
      expect(purchases.get(page)?.[0]).toMatchObject({ transactionTotal: 6.9 });
      await expect.poll(() => page.evaluate(() => localStorage.getItem('kiosk_cart_id'))).toBeNull();
    },
  },
];
