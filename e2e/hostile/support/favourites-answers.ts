import { expect, type Locator, type Page } from '@playwright/test';
import { PAYLOADS, type Watcher } from './payloads.ts';

/**
 * The article page of the favourites' hostile cases: the bookmarks answers (favourites and the
 * followed rubrics and brands) with a payload in every field, a reader logged in as the second demo
 * user (the bookmarks spec resets the first one's saved items between its tests).
 */
export async function hostileFavouritesPage(page: Page, watcher: Watcher): Promise<void> {
  await page.route('**/api/bookmarks/get*', (route) =>
    route.fulfill({
      json: {
        favorites: PAYLOADS.map((payload, index) => ({
          id: `${index}-${payload}`,
          title: payload,
          image: payload,
          date: payload,
          url: payload,
        })),
      },
    }),
  );
  await page.route('**/api/uifavorites/get*', (route) =>
    route.fulfill({
      json: {
        data: PAYLOADS.flatMap((payload, index) =>
          ['rubric', 'brand'].map((type) => ({ id: `${type}-${index}`, type, title: payload, url: payload })),
        ),
      },
    }),
  );
  // The cycling brand: its tours feature is on, so the tour buttons render.
  await page.goto('/auto/?project=rb');
  watcher.loaded();
  await page.evaluate(() =>
    (window as unknown as { kiosk: unknown[] }).kiosk.push(['session.login', 'demo-ben-plus']),
  );
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
}

/** One eager mount point of `widget` per payload, in `#hostile-favourites`, once all have mounted. */
export async function mountEach(
  page: Page,
  widget: string,
  props: (payload: string) => Record<string, string>,
): Promise<Locator> {
  await page.evaluate(
    ([name, all]) => {
      const box = document.createElement('section');
      box.id = 'hostile-favourites';
      for (const entry of all) {
        const element = document.createElement('div');
        element.dataset.widget = name;
        element.dataset.load = 'eager';
        element.dataset.props = JSON.stringify(entry);
        box.append(element);
      }
      document.body.append(box);
    },
    [widget, PAYLOADS.map(props)] as const,
  );
  const box = page.locator('#hostile-favourites');
  await expect(page.locator('#hostile-favourites > [data-kiosk="mounted"]')).toHaveCount(PAYLOADS.length);
  return box;
}

/** Clicks every button in `box` once (dispatched: a panel or notice one opens may cover the next). */
export async function clickEach(box: Locator): Promise<void> {
  for (const button of await box.getByRole('button').all()) await button.dispatchEvent('click');
}
