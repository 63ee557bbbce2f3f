import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

test('cancel-subscription renders on its demo page and passes axe', async ({ page }) => {
  await page.goto('/widgets/cancel-subscription/');
  const widget = page.locator('[data-widget="cancel-subscription"]');
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(widget.getByText('Neues Widget cancel-subscription')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
