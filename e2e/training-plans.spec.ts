import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

test('training-plans renders on its demo page and passes axe', async ({ page }) => {
  await page.goto('/widgets/training-plans/');
  const widget = page.locator('[data-widget="training-plans"]');
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(widget.getByText('Neues Widget training-plans')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
