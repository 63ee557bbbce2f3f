import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

// Starting a comparison from it is in vehicle-compare.spec.ts; this is the widget's smoke test.
test('model-teaser replaces its server link on its demo page and passes axe', async ({ page }) => {
  await page.goto('/auto/vw-golf/');
  const widget = page.locator('[data-widget="model-teaser"]');
  await widget.scrollIntoViewIfNeeded();
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  const teaser = widget.getByRole('complementary', { name: 'VW Golf im Vergleich' });
  await expect(teaser.getByRole('link', { name: 'Alle Versionen vergleichen' })).toBeVisible();
  expect(await seriousViolations(page, '[data-widget="model-teaser"]')).toEqual([]);
});
