import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

test('subscription-offers renders on its demo page and passes axe', async ({ page }) => {
  await page.goto('/widgets/subscription-offers/');
  const widget = page.locator('[data-widget="subscription-offers"]');
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(widget.getByText('Neues Widget subscription-offers')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
