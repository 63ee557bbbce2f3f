import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

// The switch's behaviour (reload, system setting, keyboard) is in platform.spec.ts; this is its smoke test.
test('theme-toggle mounts in the site header of its demo page and passes axe', async ({ page }) => {
  await page.goto('/auto/');
  const widget = page.locator('.site-header [data-widget="theme-toggle"]');
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(widget.getByRole('switch', { name: 'Dunkles Design' })).toBeVisible();
  expect(await seriousViolations(page, '[data-widget="theme-toggle"]')).toEqual([]);
});
