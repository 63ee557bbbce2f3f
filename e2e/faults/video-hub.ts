import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../demo-host/api/community/seed.ts';
import { TOGGLE_FAILED } from '../../features/favourites/messages.ts';
import { TOKEN_COOKIE } from '../../src/session/token-cookie.ts';
import type { FaultCell, FaultRow } from './support/fault-row.ts';
import { FAULTS, SLOW_MS } from './support/route-fault.ts';
import { themeToggleAnswers } from './support/theme-toggle-answers.ts';

/**
 * The video hub's rows (issue 29): the list (first load, retry), the search, a video's detail and
 * 'Merken'. Where the reader acted, a German message; the query, the page and the place stay in the URL
 * and the search field.
 */

const HUB = '/auto/videos/';
const hub = (page: Page) => page.locator('[data-widget="video-hub"]');
const pathIs = (path: string) => (request: { url(): string }) => new URL(request.url()).pathname == path;
const [, ben] = DEMO_USERS;

/** Retries where the hub offers it; otherwise `first`. */
async function retryOr(page: Page, first: () => Promise<unknown>) {
  const retry = hub(page).getByRole('button', { name: 'Erneut versuchen' });
  if (await retry.isVisible()) return retry.click();
  await first();
}

/** Each cell saves its own video (parallel cells share the demo reader), named by the cell's fault. */
const cellVideo = () => {
  const fault = FAULTS.find((name) => test.info().title.endsWith(`× ${name}`)) ?? FAULTS[0];
  return `ams-v${120 + FAULTS.indexOf(fault)}`;
};
async function serverHas({ request }: FaultCell, id: string) {
  const answer = await request.get(`/api/bookmarks/get?rkm_auth_token=${ben.token}&channel=video`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { favorites } = (await answer.json()) as { favorites: Array<{ id: string }> };
  return favorites.some((item) => item.id == id);
}
const saveButton = (page: Page) => hub(page).getByRole('button', { name: /^Merken: / });

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'hub list (video-hub, first load, retry)',
    routes: 'GET /api/videos/{project}',
    backend: '**/api/videos/ams**',
    only: pathIs('/api/videos/ams'),
    hangEnds: 'clock',
    async setUp() {},
    async act({ page }) {
      if (!page.url().includes(HUB)) return void (await page.goto(`${HUB}?kategorie=tests&seite=2`));
      await retryOr(page, () => page.reload());
    },
    async failed({ page }) {
      await expect(hub(page).getByRole('alert')).toHaveText(
        'Die Videos konnten gerade nicht geladen werden.',
        {
          timeout: SLOW_MS + 5_000,
        },
      );
      expect(new URL(page.url()).search).toBe('?kategorie=tests&seite=2');
      await themeToggleAnswers(page);
    },
    async succeeded({ page }) {
      await expect(hub(page).getByRole('heading', { name: 'Videos: Tests' })).toBeVisible({
        timeout: SLOW_MS + 3_000,
      });
      await expect(hub(page).getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    },
  },
  {
    action: "search (video-hub, 'Videos durchsuchen')",
    routes: 'GET /api/videos/{project}?suche',
    backend: '**/api/videos/ams?**',
    only: (request) => new URL(request.url()).searchParams.has('suche'),
    hangEnds: 'clock',
    async setUp({ page }) {
      await page.goto(HUB);
      await expect(hub(page).getByRole('heading', { name: 'Alle Videos' })).toBeVisible();
    },
    async act({ page }) {
      await retryOr(page, async () => {
        await hub(page).getByRole('searchbox', { name: 'Videos durchsuchen' }).fill('Golf');
        await page.keyboard.press('Enter');
      });
    },
    async failed({ page }) {
      await expect(hub(page).getByRole('alert')).toHaveText(
        'Die Videos konnten gerade nicht geladen werden.',
        {
          timeout: SLOW_MS + 5_000,
        },
      );
      await expect(hub(page).getByRole('searchbox', { name: 'Videos durchsuchen' })).toHaveValue('Golf');
      expect(new URL(page.url()).search).toBe('?suche=Golf');
      await themeToggleAnswers(page);
    },
    async succeeded({ page }) {
      await expect(hub(page).getByRole('status')).toHaveText(/^\d+ Videos gefunden für „Golf“$/, {
        timeout: SLOW_MS + 3_000,
      });
    },
  },
  {
    action: 'detail (video-hub, a video opened from the grid)',
    routes: 'GET /api/videos/{project}/{id}',
    backend: '**/api/videos/ams/**',
    hangEnds: 'clock',
    async setUp({ page }) {
      await page.goto(`${HUB}?seite=2`);
      await expect(hub(page).getByRole('heading', { name: 'Alle Videos' })).toBeVisible();
    },
    async act({ page }) {
      await retryOr(page, () => hub(page).locator('.kiosk-video-hub__card-link').first().click());
    },
    async failed({ page }) {
      await expect(hub(page).getByRole('alert')).toHaveText('Das Video konnte gerade nicht geladen werden.', {
        timeout: SLOW_MS + 5_000,
      });
      await expect(hub(page).getByRole('button', { name: 'Erneut versuchen' })).toBeFocused();
      expect(new URL(page.url()).search).toMatch(/^\?seite=2&video=ams-v\d+$/);
      await themeToggleAnswers(page);
    },
    async succeeded({ page }) {
      await expect(
        hub(page)
          .getByRole('button', { name: /^Video abspielen: / })
          .nth(1),
      ).toBeVisible({
        timeout: SLOW_MS + 3_000,
      });
      await expect(hub(page).getByRole('link', { name: 'Zurück zur Übersicht' })).toBeVisible();
    },
  },
  {
    action: "save (video-hub, 'Merken' on a video)",
    routes: 'POST /api/bookmarks/toggle (channel video)',
    backend: '**/api/bookmarks/toggle**',
    hangEnds: 'clock',
    async setUp(cell) {
      const { page, context, request } = cell;
      const url = test.info().project.use.baseURL ?? '';
      await context.addCookies([{ name: TOKEN_COOKIE, value: ben.token, url }]);
      const id = cellVideo();
      // A video saved by an earlier run is let go first: each cell starts unsaved.
      if (await serverHas(cell, id))
        await request.post(`/api/bookmarks/toggle?rkm_auth_token=${ben.token}`, {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
          data: { id, channel: 'video' },
        });
      await page.goto(`${HUB}?video=${id}`);
      await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
      await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
    },
    async act({ page }) {
      await saveButton(page).click();
    },
    async failed(cell) {
      const { page } = cell;
      await expect(hub(page).locator('.kiosk-video-hub__save').getByRole('alert')).toHaveText(TOGGLE_FAILED, {
        timeout: SLOW_MS + 12_000,
      });
      // Rolled back to what the server holds.
      await expect(saveButton(page)).toHaveAttribute('aria-pressed', 'false');
      expect(await serverHas(cell, cellVideo())).toBe(false);
      await themeToggleAnswers(page);
    },
    async succeeded(cell, times) {
      const saved = times % 2 == 1;
      await expect(saveButton(cell.page)).toHaveAttribute('aria-pressed', String(saved));
      await expect.poll(() => serverHas(cell, cellVideo()), { timeout: 10_000 }).toBe(saved);
    },
  },
];
