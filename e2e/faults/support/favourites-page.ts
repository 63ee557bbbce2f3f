import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { TOKEN_COOKIE } from '../../../src/session/token-cookie.ts';
import type { FaultCell } from './fault-row.ts';

/**
 * The article page of the favourite button's and the bookmarks panel's fault rows (issue 12). They run
 * as the second demo user, and each cell saves its own item (named after the cell), so parallel cells
 * never share a favourite.
 */

const [, ben] = DEMO_USERS;
/** favourites.timeoutMs on the fault page: a hang ends in 5 s, a slow answer (3 s) still arrives. */
export const FAVOURITES_TIMEOUT_MS = 5_000;

/** This cell's item: the favourite button on /auto/ saves it instead of the article. */
export const cellItem = () =>
  `zelle-${test
    .info()
    .title.replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase()}`;

export const favourite = (page: Page) => page.locator('.article-favourite').first().getByRole('button');
export const panel = (page: Page) => page.getByRole('dialog', { name: 'Meine Merkliste' });
export const headerButton = (page: Page) =>
  page.locator('.site-header').getByRole('button', { name: 'Merkliste' });

export async function openArticle({ page, context }: FaultCell): Promise<void> {
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

export async function serverHas({ request }: FaultCell, id: string): Promise<boolean> {
  const response = await request.get(`/api/bookmarks/get?rkm_auth_token=${ben.token}&channel=artikel`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const body = (await response.json()) as { favorites: Array<{ id: string }> };
  return body.favorites.some((item) => item.id == id);
}

/** The header widget still answers: the panel opens and closes. */
export async function panelAnswers(page: Page): Promise<void> {
  await headerButton(page).click();
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
}
