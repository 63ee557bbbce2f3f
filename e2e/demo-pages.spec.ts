import { expect, test } from '@playwright/test';
import { PAGES } from '../demo-host/site.ts';
import { seriousViolations } from './axe.ts';
import { shoot, THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

for (const demoPage of PAGES.filter((entry) => !entry.strictCsp)) {
  test.describe(`demo page ${demoPage.path}`, () => {
    for (const theme of THEMES) {
      test(`widgets mount and pass axe in ${theme} theme`, async ({ page }) => {
        await page.setViewportSize(VIEWPORTS.desktop);
        await page.goto(demoPage.path);
        const mountPoints = page.locator('[data-widget]:not([data-load])');
        for (const mountPoint of await mountPoints.all())
          await expect(mountPoint).toHaveAttribute('data-kiosk', 'mounted');
        await useTheme(page, theme);
        expect(await seriousViolations(page)).toEqual([]);
        const name = demoPage.path.replaceAll('/', '') || 'index';
        await shoot(page, name, 'desktop', theme);
        await page.setViewportSize(VIEWPORTS.mobile);
        await shoot(page, name, 'mobile', theme);
      });
    }
  });
}

test('the index lists every demo page', async ({ page }) => {
  await page.goto('/');
  for (const demoPage of PAGES)
    await expect(page.locator(`li > a[href="${demoPage.path}"]`).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
