import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

test('camping-search renders on its demo page and passes axe', async ({ page }) => {
  await page.goto('/widgets/camping-search/');
  const widget = page.locator('[data-widget="camping-search"]');
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(widget.getByText('Neues Widget camping-search')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
