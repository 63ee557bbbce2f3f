import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme } from './screenshots.ts';

/** issue 27: the subscription landing page on /abo-angebote/. */
const WIDTHS = [320, 375, 1280] as const;
const offers = (page: Page) => page.locator('[data-widget="subscription-offers"]');
const cards = (page: Page) => offers(page).locator('.kiosk-offers__card');

test('offers monthly and yearly; “Jetzt abonnieren” leads to the checkout’s “zahlungspflichtig bestellen”', async ({
  page,
}) => {
  await page.goto('/abo-angebote/?project=mo');
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first()).toContainText('4,99 € im Monat');
  await expect(cards(page).first()).toContainText('inkl. MwSt.');
  await offers(page).getByRole('radio', { name: 'jährlich' }).check();
  const plus = cards(page).filter({ hasText: 'Motorrad Kiosk plus' });
  await expect(plus).toContainText('Gesamtpreis 99,99 € im Jahr, inkl. MwSt.');
  await expect(plus).toContainText('Mindestlaufzeit 12 Monate, danach monatlich kündbar mit 30 Tagen Frist.');
  await plus.getByRole('link', { name: 'Jetzt abonnieren' }).click();
  await expect(page).toHaveURL(/\/abo\/bestellen\/\?angebot=mo-plus-yearly$/);
  await expect(page.getByRole('button', { name: 'zahlungspflichtig bestellen' })).toBeVisible();
  await expect(page.getByText('mo-plus-yearly')).toBeVisible();
});

test('a subscriber sees their plan instead of the offers', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'ape_token', value: 'demo-ben-plus', url: baseURL! }]);
  await page.goto('/abo-angebote/');
  await expect(offers(page).getByText('Ihr Abo: Auto Motor Kiosk plus')).toBeVisible();
  await expect(offers(page).getByRole('link', { name: 'Jetzt abonnieren' })).toHaveCount(0);
});

test('keyboard only, axe in both themes, screenshots on two brands', async ({ page }) => {
  for (const project of ['ams', 'wh']) {
    await page.goto(`/abo-angebote/?project=${project}`);
    await expect(cards(page).first()).toBeVisible();
    const monthly = offers(page).getByRole('radio', { name: 'monatlich' });
    await monthly.focus();
    await page.keyboard.press('ArrowRight');
    await expect(offers(page).getByRole('radio', { name: 'jährlich' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(cards(page).first().getByRole('link', { name: 'Jetzt abonnieren' })).toBeFocused();
    for (const theme of THEMES) {
      await useTheme(page, theme);
      expect(await seriousViolations(page, '[data-widget="subscription-offers"]'), theme).toEqual([]);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await offers(page).screenshot({
          path: `e2e/screenshots/subscription-offers-${project}-${width}-${theme}.png`,
        });
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});
