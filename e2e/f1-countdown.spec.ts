import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { shoot, THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

/**
 * issue 30: the countdown on the F1 article under a pinned clock, in browsers set to three zones (a
 * table cell each); keyboard, axe in both themes and screenshots in one page visit.
 */

/** Saturday of the Japan weekend, 04:57 UTC: the race (Sunday 05:00 UTC) is 1 day 0 h 3 min away. */
const SATURDAY = new Date('2026-03-28T04:57:00Z');
const countdown = (page: Page) => page.locator('[data-widget="f1-countdown"] .kiosk-f1-countdown');

async function openAt(page: Page, time: Date) {
  // Paused at `time`: the page's clock moves only with runFor, so every text is exact.
  await page.clock.install({ time: time.getTime() - 1_000 });
  await page.clock.pauseAt(time);
  await page.goto('/formel-1/');
  await expect(countdown(page)).toBeVisible();
}

const ZONES = [
  // Ihre Zeit only where the reader's clock differs from German time; the date follows the zone.
  { zone: 'Europe/Berlin', reader: undefined },
  { zone: 'America/New_York', reader: 'Ihre Zeit 01:00' },
  { zone: 'Asia/Tokyo', reader: 'Ihre Zeit 14:00' },
] as const;

for (const { zone, reader } of ZONES)
  test.describe(`countdown in a browser set to ${zone}`, () => {
    test.use({ timezoneId: zone });
    test('counts instants to the race, German time with Ortszeit, each minute', async ({ page }) => {
      await openAt(page, SATURDAY);
      const box = countdown(page);
      await expect(box.locator('.kiosk-f1-countdown__event')).toHaveText('Großer Preis von Japan – Rennen');
      await expect(box.locator('.kiosk-f1-countdown__left')).toHaveText('Noch 1 Tag 0 Std. 3 Min.');
      await expect(box.locator('time')).toHaveText('Sonntag, 29. März, 07:00 Uhr MESZ');
      await expect(box.locator('.kiosk-f1-countdown__start')).toContainText('Ortszeit 14:00');
      if (reader) await expect(box.locator('.kiosk-f1-countdown__start')).toContainText(reader);
      else await expect(box.locator('.kiosk-f1-countdown__start')).not.toContainText('Ihre Zeit');
      await page.clock.runFor(60_000);
      await expect(box.locator('.kiosk-f1-countdown__left')).toHaveText('Noch 1 Tag 0 Std. 2 Min.');
    });
  });

test('the last hour counts seconds, then LIVE with the ticker link, reached by keyboard alone', async ({
  page,
}) => {
  await openAt(page, new Date('2026-03-29T04:59:50Z'));
  const box = countdown(page);
  await expect(box.locator('.kiosk-f1-countdown__left')).toHaveText('Noch 0 Min. 10 Sek.');
  await page.clock.runFor(3_000);
  await expect(box.locator('.kiosk-f1-countdown__left')).toHaveText('Noch 0 Min. 7 Sek.');
  await page.clock.runFor(8_000);
  await expect(box.locator('.kiosk-f1-countdown__live')).toHaveText('LIVE');
  const link = box.getByRole('link', { name: 'Zum Live-Ticker' });
  for (let tab = 0; tab < 30 && !(await link.evaluate((node) => node === document.activeElement)); tab++)
    await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
});

test('axe in both themes, screenshots at 320, 375 and 1280 px, nothing scrolls sideways', async ({
  page,
}) => {
  await openAt(page, SATURDAY);
  // axe runs on timers: the clock goes on from here.
  await page.clock.resume();
  for (const theme of THEMES) {
    await useTheme(page, theme);
    expect(await seriousViolations(page, '.kiosk-f1-countdown')).toEqual([]);
    for (const viewport of [{ width: 320, height: 700 }, VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await countdown(page).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      if (viewport.width == 320)
        await page.screenshot({ path: `e2e/screenshots/f1-countdown-narrow-${theme}.png` });
      else await shoot(page, 'f1-countdown', viewport == VIEWPORTS.mobile ? 'mobile' : 'desktop', theme);
    }
  }
});
