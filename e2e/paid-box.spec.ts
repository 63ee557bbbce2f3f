import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

test('paid-box renders on its demo page and passes axe', async ({ page }) => {
  await page.goto('/widgets/paid-box/');
  const widget = page.locator('[data-widget="paid-box"]');
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(widget.getByText('Neues Widget paid-box')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
