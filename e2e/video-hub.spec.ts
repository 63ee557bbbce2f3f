import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../demo-host/api/community/seed.ts';
import { TOKEN_COOKIE } from '../src/session/token-cookie.ts';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

const hub = (page: Page) => page.locator('[data-widget="video-hub"]');
const category = (page: Page, name: string) =>
  hub(page).getByRole('navigation', { name: 'Videokategorien' }).getByRole('link', { name, exact: true });
const heading = (page: Page, name: string) => hub(page).getByRole('heading', { level: 2, name, exact: true });

test('keyboard only: category, search, pages and a video; back and forward restore the place', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/camping/videos/');
  await expect(heading(page, 'Alle Videos')).toBeVisible();
  // The highlight is the page's largest picture: asked for first, at the size that fits.
  const highlight = hub(page).locator('.kiosk-video-hub__highlight img');
  await expect(highlight).toHaveAttribute('fetchpriority', 'high');
  await expect
    .poll(() => highlight.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/-1100\.jpg$/);

  await category(page, 'Zubehör').focus();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Videos: Zubehör')).toBeFocused();
  await expect(category(page, 'Zubehör')).toHaveAttribute('aria-current', 'page');
  expect(new URL(page.url()).search).toBe('?kategorie=zubehoer');

  await category(page, 'Alle Videos').focus();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Alle Videos')).toBeFocused();
  await hub(page).getByRole('searchbox', { name: 'Videos durchsuchen' }).focus();
  await page.keyboard.type('Kuehlbox');
  await page.keyboard.press('Enter');
  await expect(hub(page).getByRole('status')).toHaveText('10 Videos gefunden für „Kuehlbox“');
  await expect(hub(page).getByRole('heading', { level: 3 }).first()).toContainText('Kühlbox');

  await page.goto('/camping/videos/?seite=2');
  await hub(page).getByRole('link', { name: 'Seite 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Alle Videos')).toBeFocused();
  expect(new URL(page.url()).search).toBe('?seite=3');
  await expect(hub(page).getByRole('link', { name: 'Seite 3' })).toHaveAttribute('aria-current', 'page');

  const first = hub(page).locator('.kiosk-video-hub__card-link').first();
  const title = (await first.locator('h3').textContent()) ?? '';
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(heading(page, title)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(hub(page).getByLabel(title, { exact: true })).toBeFocused();
  await expect
    .poll(
      () =>
        hub(page)
          .locator('video')
          .evaluate((video: HTMLVideoElement) => video.currentTime),
      {
        timeout: 10_000,
      },
    )
    .toBeGreaterThan(0.3);

  await page.goBack();
  await expect(heading(page, 'Alle Videos')).toBeFocused();
  expect(new URL(page.url()).search).toBe('?seite=3');
  await page.goForward();
  await expect(heading(page, title)).toBeVisible();
  expect(await page.locator('head script[type="application/ld+json"]').textContent()).toContain(
    '"@type":"VideoObject"',
  );
});

test("'Merken' logged out opens the login prompt beside it; after the login the wish is saved on the video channel, and a click removes it", async ({
  page,
  context,
}) => {
  await page.goto('/auto/videos/?video=ams-v011');
  const save = hub(page).getByRole('button', { name: /^Merken: / });
  await expect(save).toBeEnabled();
  await save.click();
  const prompt = hub(page).getByRole('dialog', { name: 'Anmelden' });
  await expect(prompt).toContainText('Melden Sie sich an, um Videos zu merken');
  const [saveBox, promptBox] = [await save.boundingBox(), await prompt.boundingBox()];
  expect(Math.abs(promptBox!.y - (saveBox!.y + saveBox!.height))).toBeLessThan(40);
  await page.keyboard.press('Escape');
  await expect(save).toBeFocused();

  const [, , clara] = DEMO_USERS;
  await context.addCookies([{ name: TOKEN_COOKIE, value: clara!.token, url: page.url() }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
  // The wish made before the login is kept: once the favourites store runs, the video is saved.
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
});

test('skeletons have the size of the page they stand for', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/motorrad/videos/');
  await expect(heading(page, 'Alle Videos')).toBeVisible();
  const grid = hub(page).locator('.kiosk-video-hub__grid');
  const loaded = (await grid.boundingBox())!;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/videos/mo?**', async (route) => {
    await held;
    await route.continue();
  });
  await hub(page).getByRole('link', { name: 'Seite 2' }).click();
  const skeleton = hub(page).locator('.kiosk-video-hub__grid[aria-hidden="true"]');
  await expect(skeleton).toBeVisible();
  const waiting = (await skeleton.boundingBox())!;
  expect(Math.abs(waiting.height - loaded.height) / loaded.height).toBeLessThan(0.05);
  release();
  await expect(hub(page).getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
});

for (const theme of THEMES)
  test(`axe finds nothing serious on two brands' hubs; screenshots at 320, 375 and 1280; no sideways scroll (${theme})`, async ({
    page,
  }) => {
    for (const path of ['/auto/videos/?kategorie=tests', '/motorrad/videos/?video=mo-v010']) {
      await page.goto(path);
      await useTheme(page, theme);
      await expect(hub(page).getByRole('heading', { level: 2 }).nth(1)).toBeVisible();
      expect(await seriousViolations(page, '[data-widget="video-hub"]')).toEqual([]);
      for (const [name, viewport] of [
        ['narrow', { width: 320, height: 720 }],
        ['mobile', VIEWPORTS.mobile],
        ['desktop', VIEWPORTS.desktop],
      ] as const) {
        await page.setViewportSize(viewport);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        const brand = path.split('/')[1];
        await page.screenshot({
          path: `e2e/screenshots/video-hub-${brand}-${name}-${theme}.png`,
          fullPage: true,
        });
      }
    }
  });
