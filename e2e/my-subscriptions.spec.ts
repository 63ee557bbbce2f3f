import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

test('my-subscriptions renders on its demo page and passes axe', async ({ page }) => {
  await page.goto('/widgets/my-subscriptions/');
  const widget = page.locator('[data-widget="my-subscriptions"]');
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(widget.getByText('Neues Widget my-subscriptions')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
