import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { shoot, THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

/**
 * issue 30: the live teaser switches from the countdown to LIVE when the race starts, and nothing on
 * the page moves (CLS 0.000); keyboard, axe in both themes and screenshots on the live view.
 */

/** Half a minute before lights out in Suzuka (Sunday 29 March 2026, 14:00 local). */
const BEFORE_START = new Date('2026-03-29T04:59:30Z');
const teaser = (page: Page) => page.locator('[data-widget="f1-live-teaser"] .kiosk-f1-live-teaser');

test('switches from the countdown to LIVE with the latest entry, with no layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.clock.install({ time: BEFORE_START.getTime() - 1_000 });
  await page.clock.pauseAt(BEFORE_START);
  await page.goto('/formel-1/');
  await expect(teaser(page).locator('.kiosk-f1-countdown__left')).toHaveText('Noch 0 Min. 30 Sek.');
  // The header's idle widgets mount first (their idle waits run on the paused clock, so it is moved
  // a second at a time), so the shifts measured below are the switch's alone.
  const header = page.locator(
    '.site-header [data-widget]:is([data-widget="theme-toggle"], [data-widget="newsticker"], [data-widget="bookmarks"])',
  );
  for (let second = 0; second < 25; second++) await page.clock.runFor(1_000);
  await expect
    .poll(async () => {
      await page.clock.runFor(0);
      return header.evaluateAll(
        (nodes) => nodes.filter((node) => node.getAttribute('data-kiosk') != 'mounted').length,
      );
    })
    .toBe(0);
  await expect(teaser(page).locator('.kiosk-f1-countdown__left')).toHaveText('Noch 0 Min. 5 Sek.');
  await expect(page.locator('[data-widget="f1-countdown"] .kiosk-f1-countdown__left')).toHaveText(
    'Noch 0 Min. 5 Sek.',
  );
  await page.waitForTimeout(300);
  const shift = () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  const heading = page.getByRole('heading', { name: 'Zeiten, die stimmen' });
  const before = {
    shift: await shift(),
    box: await teaser(page).boundingBox(),
    below: await heading.boundingBox(),
  };

  await page.clock.runFor(6_000);
  await expect(teaser(page).locator('.kiosk-f1-countdown__live')).toHaveText('LIVE');
  await expect(teaser(page).locator('.kiosk-f1-countdown__event')).toHaveText(
    'LIVE Großer Preis von Japan – Rennen',
  );
  await expect(teaser(page).locator('.kiosk-f1-live-teaser__entry')).toHaveText(/^Runde \d+: .+/);
  await page.waitForTimeout(300);
  expect((await shift()) - before.shift).toBe(0);
  expect(await teaser(page).boundingBox()).toEqual(before.box);
  expect(await heading.boundingBox()).toEqual(before.below);

  // Keyboard alone reaches the ticker link.
  const link = teaser(page).getByRole('link', { name: 'Zum Live-Ticker' });
  for (let tab = 0; tab < 30 && !(await link.evaluate((node) => node === document.activeElement)); tab++)
    await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('href', /\/formel-1\/ticker\/\?rennen=2026-japan$/);

  await page.clock.resume();
  for (const theme of THEMES) {
    await useTheme(page, theme);
    expect(await seriousViolations(page, '.kiosk-f1-countdown')).toEqual([]);
    for (const viewport of [{ width: 320, height: 700 }, VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await teaser(page).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      if (viewport.width == 320)
        await page.screenshot({ path: `e2e/screenshots/f1-live-teaser-narrow-${theme}.png` });
      else await shoot(page, 'f1-live-teaser', viewport == VIEWPORTS.mobile ? 'mobile' : 'desktop', theme);
    }
  }
});
