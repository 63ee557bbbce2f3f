import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

// Adding, quantities and faults are in the cart specs; this is the widget's smoke test.
test('add-to-cart mounts on the server button of its demo page and passes axe', async ({ page }) => {
  await page.goto('/auto/');
  const widget = page.locator('.product-box [data-widget="add-to-cart"]').first();
  await widget.scrollIntoViewIfNeeded();
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(
    page.locator('.product-box').first().getByRole('button', { name: 'In den Warenkorb' }),
  ).toBeVisible();
  expect(await seriousViolations(page, '.product-box')).toEqual([]);
});
