import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme } from './screenshots.ts';

/** issue 27: 'Abos und Ausgaben' on /konto/abos/ (the purchased-plan e2e comes with the training-plans service). */
const WIDTHS = [320, 375, 1280] as const;
const root = (page: Page) => page.locator('[data-widget="my-subscriptions"]');
const button = (page: Page) => root(page).getByRole('button', { name: 'Abos und Ausgaben' });

test('logged out: the login prompt beside the button; Escape gives focus back', async ({ page }) => {
  await page.goto('/konto/abos/');
  await button(page).click();
  const prompt = root(page).getByRole('dialog', { name: 'Anmelden' });
  await expect(prompt).toContainText('Bitte melden Sie sich an, um Ihre Abos und Ausgaben zu sehen.');
  await expect(prompt.getByRole('link', { name: 'Anmelden' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
  await expect(button(page)).toBeFocused();
});

test('logged in, keyboard only: contracts with status and next payment, the Kündigungsbutton; axe, screenshots', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'ape_token', value: 'demo-dirk-pur', url: baseURL! }]);
  for (const project of ['ams', 'rb']) {
    await page.goto(`/konto/abos/?project=${project}`);
    await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
    await button(page).focus();
    await page.keyboard.press('Enter');
    const panel = root(page).getByRole('region', { name: 'Meine Abos und Ausgaben' });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText('gekündigt zum 31.12.2026');
    await expect(panel).toContainText('aktiv');
    await expect(panel).toContainText(/Nächste Zahlung: \d{2}\.\d{2}\.\d{4}/);
    await expect(panel).toContainText('Ihre gekauften PDFs können gerade nicht angezeigt werden.');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Verträge hier kündigen' })).toBeFocused();
    for (const theme of THEMES) {
      await useTheme(page, theme);
      expect(await seriousViolations(page, '[data-widget="my-subscriptions"]'), theme).toEqual([]);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await root(page).screenshot({
          path: `e2e/screenshots/my-subscriptions-${project}-${width}-${theme}.png`,
        });
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await root(page).getByRole('link', { name: 'Verträge hier kündigen' }).click();
  await expect(page).toHaveURL(/\/vertraege-kuendigen\/$/);
});
