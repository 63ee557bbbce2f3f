import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { readFileSync } from 'node:fs';
import { seriousViolations } from './axe.ts';
import { shoot, THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

/** issue 30: the season calendar under a pinned clock in the week of the March switch. */
const calendar = (page: Page) => page.locator('[data-widget="f1-calendar"] .kiosk-f1-calendar');
const round = (page: Page, id: string) => page.locator(`[data-round="${id}"]`);

test.use({ timezoneId: 'America/New_York' });

test('times across the March switch, the Ortszeit switch remembered, a downloaded .ics, keyboard only', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-03-26T12:00:00Z') });
  await page.goto('/formel-1/kalender/');
  await expect(calendar(page)).toBeVisible();
  const japan = round(page, '2026-japan');
  await expect(japan.getByText('Nächstes Rennen')).toBeVisible();
  // German time: Friday MEZ, Sunday MESZ.
  await expect(japan.locator('.kiosk-f1-calendar__session time').first()).toHaveText(
    'Fr., 27.03., 03:30 MEZ',
  );
  await expect(japan.locator('.kiosk-f1-calendar__session time').last()).toHaveText(
    'So., 29.03., 07:00 MESZ',
  );
  // The next round is scrolled to within the list, not the page.
  const list = calendar(page).locator('.kiosk-f1-calendar__rounds');
  expect(await list.evaluate((node) => node.scrollTop)).toBeGreaterThan(0);

  // Keyboard alone: to the 'Ortszeit' radio, then to the race's 'In Kalender eintragen'.
  await calendar(page).getByRole('radio', { name: 'Deutsche Zeit' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(calendar(page).getByRole('radio', { name: 'Ortszeit' })).toBeChecked();
  await expect(japan.locator('.kiosk-f1-calendar__session time').last()).toHaveText(
    'So., 29.03., 14:00 GMT+9',
  );
  await page.keyboard.press('ArrowRight');
  await expect(calendar(page).getByRole('radio', { name: 'Ihre Zeit' })).toBeChecked();
  // New York switched on 8 March, Germany not yet: EDT, five hours behind German time.
  await expect(japan.locator('.kiosk-f1-calendar__session time').last()).toHaveText(
    'So., 29.03., 01:00 GMT-4',
  );
  await page.keyboard.press('ArrowLeft');
  await page.reload();
  await expect(calendar(page).getByRole('radio', { name: 'Ortszeit' })).toBeChecked();

  const add = round(page, '2026-japan').getByRole('button', { name: 'Rennen: In Kalender eintragen' });
  await add.focus();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await (await download).path();
  const vevent = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8'))).getFirstSubcomponent('vevent');
  expect(vevent?.getFirstPropertyValue('uid')).toBe('2026-japan-race@f1.kiosk');
  expect(vevent?.getFirstPropertyValue('summary')).toBe('F1: Großer Preis von Japan – Rennen');
  expect(String(vevent?.getFirstPropertyValue('dtstart'))).toBe('2026-03-29T05:00:00Z');
  await expect(add).toBeFocused();

  // A closed round opens with Enter and keeps focus on its button.
  const vegas = round(page, '2026-las-vegas').locator('.kiosk-f1-calendar__toggle');
  await expect(vegas).toHaveAttribute('aria-expanded', 'false');
  await vegas.focus();
  await page.keyboard.press('Enter');
  await expect(vegas).toHaveAttribute('aria-expanded', 'true');
  await expect(vegas).toBeFocused();
  await expect(calendar(page).getByRole('link', { name: 'Alle Rennen abonnieren' })).toHaveAttribute(
    'href',
    /^webcal:\/\/127\.0\.0\.1:\d+\/api\/f1\/season\.ics$/,
  );
});

test('axe in both themes, screenshots at 320, 375 and 1280 px, nothing scrolls sideways', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-03-26T12:00:00Z') });
  await page.goto('/formel-1/kalender/');
  await expect(calendar(page)).toBeVisible();
  for (const theme of THEMES) {
    await useTheme(page, theme);
    expect(await seriousViolations(page, '.kiosk-f1-calendar')).toEqual([]);
    for (const viewport of [{ width: 320, height: 700 }, VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await calendar(page).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      if (viewport.width == 320)
        await page.screenshot({ path: `e2e/screenshots/f1-calendar-narrow-${theme}.png` });
      else await shoot(page, 'f1-calendar', viewport == VIEWPORTS.mobile ? 'mobile' : 'desktop', theme);
    }
  }
});
