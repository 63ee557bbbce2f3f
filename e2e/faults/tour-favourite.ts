import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../demo-host/api/community/seed.ts';
import { TOUR_FAILED, TOURS_LOAD_FAILED } from '../../features/favourites/messages.ts';
import { TOKEN_COOKIE } from '../../src/session/token-cookie.ts';
import type { FaultCell, FaultRow } from './support/fault-row.ts';
import { cellItem, FAVOURITES_TIMEOUT_MS, panelAnswers } from './support/favourites-page.ts';
import { SLOW_MS } from './support/route-fault.ts';

/**
 * The favourite tour's rows of the fault table (spec 3.3, 7.2): saving a tour, and the saved tours read
 * on opening the tour page. The page's first tour is this cell's own (named after the cell), so
 * parallel cells never share a favourite; each cell sets its tour on the server before it starts.
 *
 * @remarks The claim after a save (spec 7.4) has no row: a failed claim is logged only, nothing a
 * reader sees, and the demo backend claims only its seed tours.
 */

const [, ben] = DEMO_USERS;
const TOUR_PAGE = '/radtouren/';
/** community.tourChannel of the cycling project (its default). */
const TOURS = 'tours';

const firstTour = (page: Page) => page.locator('[data-widget="tour-favourite"]').first();
const tourButton = (page: Page) => firstTour(page).getByRole('button');
const tourAlert = (page: Page) => firstTour(page).getByRole('alert');

const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

async function serverHasTour(request: APIRequestContext): Promise<boolean> {
  // A retry for a kept-alive socket the server closed while a hang cell waited (ECONNRESET).
  const response = await request.get(`/api/bookmarks/get?rkm_auth_token=${ben.token}&channel=${TOURS}`, {
    headers: xhr,
    maxRetries: 2,
  });
  const body = (await response.json()) as { favorites: Array<{ id: string }> };
  return body.favorites.some((item) => item.id == cellItem());
}

/** Sets this cell's tour on the server (through the backend, not the widget under test). */
async function serverSetsTour(request: APIRequestContext, saved: boolean): Promise<void> {
  if ((await serverHasTour(request)) == saved) return;
  const response = await request.post(`/api/bookmarks/toggle?rkm_auth_token=${ben.token}`, {
    headers: xhr,
    data: { id: cellItem(), channel: TOURS },
  });
  expect(response.ok()).toBe(true);
  expect(await serverHasTour(request)).toBe(saved);
}

/** The tour page, logged in as the second demo user, with a short favourites timeout and this cell's tour. */
async function routeTourPage({ page, context }: FaultCell): Promise<void> {
  const url = test.info().project.use.baseURL ?? '';
  await context.addCookies([{ name: TOKEN_COOKIE, value: ben.token, url }]);
  await page.route(`**${TOUR_PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(
        '"enableFavorites":true',
        `"enableFavorites":true,"favourites":{"timeoutMs":${FAVOURITES_TIMEOUT_MS}}`,
      )
      .replace('"tourId":"7001"', `"tourId":"${cellItem()}"`);
    await route.fulfill({ response, body: html });
  });
}

async function openTourPage(page: Page): Promise<void> {
  await page.goto(TOUR_PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
  await firstTour(page).scrollIntoViewIfNeeded();
}

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'tour save (tour-favourite)',
    routes: 'POST /api/bookmarks/toggle',
    backend: '**/api/bookmarks/toggle**',
    hangEnds: 'timeout',
    timeoutMs: FAVOURITES_TIMEOUT_MS,
    async setUp(cell) {
      await serverSetsTour(cell.request, false);
      await routeTourPage(cell);
      await openTourPage(cell.page);
      await expect(tourButton(cell.page)).toHaveAttribute('aria-pressed', 'false');
    },
    act: async ({ page }) => void (await tourButton(page).click()),
    async failed({ page, request }) {
      await expect(tourAlert(page)).toHaveText(TOUR_FAILED, { timeout: 3 * FAVOURITES_TIMEOUT_MS });
      // Rolled back to what the server holds; the reader is still logged in.
      await expect(tourButton(page)).toHaveAttribute('aria-pressed', 'false');
      expect(await serverHasTour(request)).toBe(false);
      await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
      await panelAnswers(page);
    },
    async succeeded({ page, request }, times) {
      const saved = times % 2 == 1;
      await expect(tourButton(page)).toHaveAttribute('aria-pressed', String(saved), {
        timeout: SLOW_MS + 3_000,
      });
      await expect.poll(() => serverHasTour(request), { timeout: 10_000 }).toBe(saved);
      await expect(tourAlert(page)).toHaveText('');
    },
  },
  {
    action: 'saved tours load (tour-favourite, opening the tour page)',
    routes: 'GET /api/bookmarks/get',
    backend: '**/api/bookmarks/get**',
    hangEnds: 'timeout',
    timeoutMs: FAVOURITES_TIMEOUT_MS,
    async setUp(cell) {
      await serverSetsTour(cell.request, true);
      await routeTourPage(cell);
    },
    // A visit of the tour page reads the saved tours; after a failure, the reader comes back.
    act: async ({ page }) => openTourPage(page),
    async failed({ page, request }) {
      // The button cannot know the tour is saved: it says so instead of a silent 'Tour merken'.
      await expect(tourAlert(page)).toHaveText(TOURS_LOAD_FAILED, { timeout: 3 * FAVOURITES_TIMEOUT_MS });
      expect(await serverHasTour(request)).toBe(true);
      // spec 4.4: one click is one toggle, and its answer decides: the saved tour is removed, and the
      // button says so, instead of a second toggle Kiosk would invent to reach 'saved'.
      await tourButton(page).click();
      await expect.poll(() => serverHasTour(request), { timeout: 10_000 }).toBe(false);
      await expect(tourButton(page)).toHaveAttribute('aria-pressed', 'false');
      // A second click is a second toggle the reader made: saved again.
      await tourButton(page).click();
      await expect.poll(() => serverHasTour(request), { timeout: 10_000 }).toBe(true);
      await expect(tourButton(page)).toHaveAttribute('aria-pressed', 'true');
      await panelAnswers(page);
    },
    async succeeded({ page, request }) {
      await expect(tourButton(page)).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });
      await expect(tourAlert(page)).toHaveText('');
      expect(await serverHasTour(request)).toBe(true);
    },
  },
];
