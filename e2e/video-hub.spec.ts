import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

test('video-hub renders on its demo page and passes axe', async ({ page }) => {
  await page.goto('/widgets/video-hub/');
  const widget = page.locator('[data-widget="video-hub"]');
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(widget.getByText('Neues Widget video-hub')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
