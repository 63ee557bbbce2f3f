import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

// Saving, agreeing across buttons and the login prompt are in bookmarks.spec.ts; this is its smoke test.
test('favourite-button mounts on its demo article and passes axe', async ({ page }) => {
  await page.goto('/auto/');
  const widgets = page.locator('[data-widget="favourite-button"]');
  await expect(widgets).toHaveCount(2);
  for (const widget of await widgets.all()) await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(widgets.first().getByRole('button', { name: 'Merken' })).toBeVisible();
  expect(await seriousViolations(page, '[data-widget="favourite-button"]')).toEqual([]);
});
