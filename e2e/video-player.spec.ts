import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

const PAGE = '/auto/video-artikel/';
const GOLF = 'Video abspielen: VW Golf im Test';
const Q5 = 'Video abspielen: Erlkönig erwischt: neuer Audi Q5';
const CLIP = /\/api\/videos\/clips\/clip-\d\.(webm|mp4|vtt)$/;
const PLAYER_CODE = /video-playback-[\w-]+\.js$/;

/** Every request of the page from now on, by URL. */
function requests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const currentTime = (page: Page, nth: number) =>
  page
    .locator('video')
    .nth(nth)
    .evaluate((video: HTMLVideoElement) => video.currentTime);

test('before the click only the poster loads; pointing prefetches the player; the click plays WebM with subtitles', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const urls = requests(page);
  await page.goto(PAGE);
  const play = page.getByRole('button', { name: GOLF });
  await expect(play).toBeVisible();
  await expect(page.getByText('0:12')).toBeVisible();
  expect(urls.filter((url) => CLIP.test(url) || PLAYER_CODE.test(url))).toEqual([]);
  expect(urls.filter((url) => url.includes('clip-1-1100.jpg'))).toHaveLength(1);

  await play.hover();
  await expect.poll(() => urls.filter((url) => PLAYER_CODE.test(url)).length).toBe(1);
  expect(urls.filter((url) => CLIP.test(url))).toEqual([]);

  await play.click();
  const video = page.getByLabel('VW Golf im Test', { exact: true });
  await expect(video).toBeFocused();
  // Debian's Chromium plays the WebM (VP9/Opus) source: the picture really moves.
  await expect.poll(() => currentTime(page, 0), { timeout: 10_000 }).toBeGreaterThan(0.5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/clip-1\.webm$/);
  expect(
    await video.evaluate((element: HTMLVideoElement) =>
      [...element.textTracks].map((track) => `${track.kind}:${track.language}:${track.label}`),
    ),
  ).toEqual(['subtitles:de:Deutsch']);
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
});

test('one video at a time: starting the second pauses the first; keyboard only', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(PAGE);
  await page.getByRole('button', { name: GOLF }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('VW Golf im Test', { exact: true })).toBeFocused();
  await expect.poll(() => currentTime(page, 0), { timeout: 10_000 }).toBeGreaterThan(0.3);

  await page.getByRole('button', { name: Q5 }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Erlkönig erwischt: neuer Audi Q5', { exact: true })).toBeFocused();
  await expect.poll(() => currentTime(page, 1), { timeout: 10_000 }).toBeGreaterThan(0.3);
  expect(
    await page
      .locator('video')
      .first()
      .evaluate((video: HTMLVideoElement) => video.paused),
  ).toBe(true);
});

// The demo header's own controls shift a little as Kiosk's styles arrive (not this widget's): only
// shifts of the article's content count here.
test('CLS 0.000 in the article while slow posters load and Kiosk swaps in the facade (1280 and 375 px)', async ({
  page,
}) => {
  await page.route('**/api/videos/clips/*.jpg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const win = window as typeof window & { kioskShift: number };
    win.kioskShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { value, sources } = entry as unknown as { value: number; sources: { node?: Node }[] };
        if (sources.some(({ node }) => node && document.querySelector('article')?.contains(node)))
          win.kioskShift += value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    await page.setViewportSize(viewport);
    await page.goto(PAGE);
    await expect(page.getByRole('button', { name: GOLF })).toBeVisible();
    // The second video mounts when it scrolls into view (its trigger is 'visible').
    await page.locator('[data-widget="video-player"]').nth(1).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: Q5 })).toBeVisible();
    await expect
      .poll(() =>
        page
          .locator('.kiosk-video__poster')
          .evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete)),
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as typeof window & { kioskShift: number }).kioskShift)).toBe(0);
  }
});

for (const theme of THEMES)
  test(`axe finds nothing serious with the facade and the player; screenshots at 320, 375 and 1280; no sideways scroll (${theme})`, async ({
    page,
  }) => {
    await page.goto(PAGE);
    await useTheme(page, theme);
    await expect(page.getByRole('button', { name: GOLF })).toBeVisible();
    expect(await seriousViolations(page, 'article')).toEqual([]);
    for (const [name, viewport] of [
      ['narrow', { width: 320, height: 720 }],
      ['mobile', VIEWPORTS.mobile],
      ['desktop', VIEWPORTS.desktop],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.getByRole('button', { name: GOLF }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: `e2e/screenshots/video-player-${name}-${theme}.png` });
    }
    await page.getByRole('button', { name: GOLF }).click();
    await expect(page.getByLabel('VW Golf im Test', { exact: true })).toBeFocused();
    expect(await seriousViolations(page, 'article')).toEqual([]);
  });
