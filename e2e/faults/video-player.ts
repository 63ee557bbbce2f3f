import { expect, type Page } from '@playwright/test';
import type { FaultRow } from './support/fault-row.ts';
import { BROWSER_FAULT_KINDS, SLOW_MS } from './support/route-fault.ts';
import { themeToggleAnswers } from './support/theme-toggle-answers.ts';

/**
 * The video player's rows (issue 29): the clip itself (both encodings) after the click, and the poster
 * the article's server markup loads. The reader acts only on the clip; a failed poster leaves the box
 * at its size with a button that still plays.
 */

const PAGE = '/auto/video-artikel/';
const TITLE = 'VW Golf im Test';
const PLAY = `Video abspielen: ${TITLE}`;

const playingTime = (page: Page) =>
  page
    .getByLabel(TITLE, { exact: true })
    .evaluate((video: HTMLVideoElement) => video.currentTime)
    .catch(() => 0);

async function playsFromTheStart(page: Page) {
  await expect.poll(() => playingTime(page), { timeout: SLOW_MS + 8_000 }).toBeGreaterThan(0.3);
}

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: "clip (video-player, 'Video abspielen', then 'Erneut versuchen')",
    routes: 'GET /api/videos/clips/clip-{n}.webm, .mp4',
    backend: '**/api/videos/clips/clip-1.*',
    only: (request) => /clip-1\.(webm|mp4)$/.test(request.url()),
    faults: BROWSER_FAULT_KINDS,
    hangEnds: 'clock',
    async setUp({ page }) {
      await page.goto(PAGE);
    },
    async act({ page }) {
      const retry = page.getByRole('button', { name: 'Erneut versuchen' });
      if (await retry.isVisible()) return retry.click();
      const play = page.getByRole('button', { name: PLAY });
      if (!(await play.isVisible())) await page.goto(PAGE);
      await play.click();
    },
    async failed({ page }) {
      const box = page.locator('[data-widget="video-player"]').first();
      await expect(box.getByRole('alert')).toHaveText('Das Video kann gerade nicht abgespielt werden.', {
        timeout: SLOW_MS + 5_000,
      });
      await expect(box.getByRole('button', { name: 'Erneut versuchen' })).toBeFocused();
      await expect(box.locator('img.kiosk-video__poster')).toBeVisible();
      await expect(box.locator('video')).toHaveCount(0);
      await themeToggleAnswers(page);
    },
    async succeeded({ page }) {
      await playsFromTheStart(page);
    },
  },
  {
    action: 'poster (video-player, the article loads)',
    routes: 'GET /api/videos/clips/clip-{n}-1100.jpg',
    backend: '**/api/videos/clips/clip-1-1100.jpg',
    faults: BROWSER_FAULT_KINDS,
    hangEnds: 'clock',
    async setUp() {},
    async act({ page }) {
      // A hung poster holds the page's load event; the reader sees the page long before.
      await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
    },
    async failed({ page }) {
      // The box keeps the slot's size without its picture, and the video still plays.
      const box = page.locator('.kiosk-video').first();
      await expect(page.getByRole('button', { name: PLAY })).toBeVisible();
      const { width, height } = (await box.boundingBox())!;
      expect(Math.abs(height - (width * 619) / 1100)).toBeLessThan(1);
      await page.getByRole('button', { name: PLAY }).click();
      await playsFromTheStart(page);
      await themeToggleAnswers(page);
    },
    async succeeded({ page }) {
      await expect
        .poll(
          () =>
            page
              .locator('img.kiosk-video__poster')
              .first()
              .evaluate((image: HTMLImageElement) => image.naturalWidth),
          { timeout: SLOW_MS + 5_000 },
        )
        .toBe(1100);
      await expect(page.getByRole('button', { name: PLAY })).toBeVisible();
    },
  },
];
