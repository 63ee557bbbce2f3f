import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../demo-host/api/community/seed.ts';
import { LOAD_FAILED, TOGGLE_FAILED } from '../../features/favourites/messages.ts';
import { TOKEN_COOKIE } from '../../src/session/token-cookie.ts';

/**
 * The bookmarks rows of the fault table (issue 12): the favourite toggle and the panel's load. They run
 * as the second demo user, and each cell saves its own item (named after the cell), so parallel cells
 * never share a favourite.
 */

interface Cell {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
}

const [, ben] = DEMO_USERS;
/** favourites.timeoutMs on the fault page: a hang ends in 5 s, a slow answer (3 s) still arrives. */
export const FAVOURITES_TIMEOUT_MS = 5_000;

/** This cell's item: the favourite button on /auto/ saves it instead of the article. */
const cellItem = () =>
  `zelle-${test
    .info()
    .title.replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase()}`;

async function openArticle({ page, context }: Cell) {
  const url = test.info().project.use.baseURL ?? '';
  await context.addCookies([{ name: TOKEN_COOKIE, value: ben.token, url }]);
  await page.route('**/auto/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(
        '"enableFavorites":true',
        `"enableFavorites":true,"favourites":{"timeoutMs":${FAVOURITES_TIMEOUT_MS}}`,
      )
      .replaceAll(`data-props='{"id":"1201"}'`, `data-props='{"id":"${cellItem()}"}'`);
    await route.fulfill({ response, body: html });
  });
  await page.goto('/auto/');
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
  await expect(favourite(page)).toHaveAttribute('aria-pressed', 'false');
}

async function serverHas({ request }: Cell, id: string) {
  const response = await request.get(`/api/bookmarks/get?rkm_auth_token=${ben.token}&channel=artikel`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const body = (await response.json()) as { favorites: Array<{ id: string }> };
  return body.favorites.some((item) => item.id == id);
}

const favourite = (page: Page) => page.locator('.article-favourite').first().getByRole('button');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Meine Merkliste' });
const headerButton = (page: Page) => page.locator('.site-header').getByRole('button', { name: 'Merkliste' });

/** The header widget still answers: the panel opens and closes. */
async function panelAnswers(page: Page) {
  await headerButton(page).click();
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
}

export const BOOKMARKS_ROWS = [
  {
    action: 'favourite toggle (favourite-button)',
    routes: 'POST /api/bookmarks/toggle',
    backend: '**/api/bookmarks/toggle**',
    hangEnds: 'timeout' as const,
    setUp: openArticle,
    act: async ({ page }: Cell) => void (await favourite(page).click()),
    async failed(cell: Cell) {
      const alert = cell.page.locator('.article-favourite').first().getByRole('alert');
      await expect(alert).toHaveText(TOGGLE_FAILED, { timeout: 3 * FAVOURITES_TIMEOUT_MS });
      // Rolled back to what the server holds.
      await expect(favourite(cell.page)).toHaveAttribute('aria-pressed', 'false');
      expect(await serverHas(cell, cellItem())).toBe(false);
      await panelAnswers(cell.page);
    },
    async succeeded(cell: Cell, times: number) {
      const saved = times % 2 == 1;
      await expect(favourite(cell.page)).toHaveAttribute('aria-pressed', String(saved));
      await expect.poll(() => serverHas(cell, cellItem()), { timeout: 10_000 }).toBe(saved);
      await expect(cell.page.locator('.article-favourite').first().getByRole('alert')).toHaveText('');
    },
  },
  {
    action: 'bookmarks panel load (bookmarks)',
    routes: 'GET /api/bookmarks/get',
    backend: '**/api/bookmarks/get**',
    hangEnds: 'timeout' as const,
    setUp: openArticle,
    async act({ page }: Cell) {
      if (await panel(page).isVisible()) {
        await page.keyboard.press('Escape');
        await expect(panel(page)).toBeHidden();
      }
      await headerButton(page).click();
    },
    async failed({ page }: Cell) {
      await expect(panel(page).getByText(LOAD_FAILED)).toBeVisible({ timeout: 3 * FAVOURITES_TIMEOUT_MS });
      await expect(panel(page).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      // The favourite button still answers while the panel says it could not load.
      await expect(favourite(page)).toBeEnabled();
    },
    async succeeded({ page }: Cell) {
      await expect(panel(page).getByRole('heading', { name: 'Gemerkte Artikel' })).toBeVisible({
        timeout: 10_000,
      });
      await expect(panel(page).getByText(LOAD_FAILED)).toHaveCount(0);
    },
  },
];
