import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../demo-host/api/community/seed.ts';
import { TOKEN_COOKIE } from '../../src/session/token-cookie.ts';
import type { FaultRow } from './support/fault-row.ts';
import { SLOW_MS } from './support/route-fault.ts';
import { themeToggleAnswers } from './support/theme-toggle-answers.ts';

/** The magazine issues' rows (issue 31): the issues list, and the owner's signed download link. */

const [, ben] = DEMO_USERS;
const issues = (page: Page) => page.locator('[data-widget="magazine-issues"]');
const downloads = new WeakMap<Page, string[]>();

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'issues list (magazine-issues, first load, retry)',
    routes: 'GET /api/issues/{project}',
    backend: '**/api/issues/ams',
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
];
