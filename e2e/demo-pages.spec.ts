import { expect, test } from '@playwright/test';
import { PAGES } from '../demo-host/site.ts';
import { BRANDS } from '../src/brands.ts';
import { seriousViolations } from './axe.ts';
import { addFromProductBox } from './cart-helpers.ts';
import { shoot, THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

// One cell per page: the page loads and its widgets mount once, then each theme is checked (two cells
// per page loaded and mounted every page twice).
for (const demoPage of PAGES.filter((entry) => !entry.strictCsp))
  test(`demo page ${demoPage.path}: widgets mount and pass axe in the light and dark theme`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(demoPage.path);
    const mountPoints = page.locator('[data-widget]:not([data-load])');
    for (const mountPoint of await mountPoints.all())
      await expect(mountPoint).toHaveAttribute('data-kiosk', 'mounted');
    const name = demoPage.path.replaceAll('/', '') || 'index';
    for (const theme of THEMES) {
      await page.setViewportSize(VIEWPORTS.desktop);
      await useTheme(page, theme);
      expect(await seriousViolations(page), theme).toEqual([]);
      await shoot(page, name, 'desktop', theme);
      await page.setViewportSize(VIEWPORTS.mobile);
      await shoot(page, name, 'mobile', theme);
    }
  });

/** Brands whose look people check in the screenshots: the most changed accents, and one without a shop. */
const SCREENSHOT_BRANDS = new Set(['rb', 'pro', 'wh', 'mt']);

/** Every brand of src/brands.ts in both themes: one article page with its widgets and the open drawer. */
test.describe('every brand', () => {
  for (const brand of BRANDS)
    for (const theme of THEMES)
      test(`${brand.project} (${brand.name}) passes axe in the ${theme} theme`, async ({
        page,
        context,
        baseURL,
      }) => {
        // A reader's stored choice (spec 4.6): the page renders in that theme from the first byte.
        await context.addCookies([{ name: 'userModeTheme', value: theme, url: baseURL! }]);
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await page.setViewportSize(VIEWPORTS.desktop);
        await page.goto(`/auto/?project=${brand.project}`);
        const html = page.locator('html');
        await expect(html).toHaveClass(new RegExp(`\\btheme-${brand.project}\\b`));
        await expect(html).toHaveAttribute('data-kiosk-theme', theme);
        await expect(page.locator('.site-brand')).toHaveText(brand.name);
        await expect(page.locator('[data-widget="theme-toggle"]')).toHaveAttribute('data-kiosk', 'mounted');

        await addFromProductBox(page, 'Auto Motor Kiosk Jahrbuch 2026');
        const { accent, onAccent } = brand.colours[theme];
        const addButton = page.locator('.kiosk-add-to-cart__button');
        await expect(addButton).toHaveCSS('background-color', rgb(accent));
        await expect(addButton).toHaveCSS('color', rgb(onAccent));
        // spec 2.8: the cart is there when the brand has a shop.
        const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
        if (brand.features.shop) {
          await expect(drawer).toBeVisible();
          await expect(drawer.locator('.kiosk-cart-line')).toHaveCount(1);
          await expect(drawer.getByRole('link', { name: 'Zur Kasse' })).toHaveCSS(
            'background-color',
            rgb(accent),
          );
        } else await expect(drawer).toHaveCount(0);

        expect(await seriousViolations(page)).toEqual([]);
        if (!SCREENSHOT_BRANDS.has(brand.project)) return;
        await shoot(page, `brand-${brand.project}`, 'desktop', theme);
        await page.setViewportSize(VIEWPORTS.mobile);
        await shoot(page, `brand-${brand.project}`, 'mobile', theme);
      });
});

function rgb(hex: string) {
  return `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
}

test('the index lists every demo page', async ({ page }) => {
  await page.goto('/');
  for (const demoPage of PAGES)
    await expect(page.locator(`li > a[href="${demoPage.path}"]`).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
