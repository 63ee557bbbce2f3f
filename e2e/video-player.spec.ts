import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

test('video-player renders on its demo page and passes axe', async ({ page }) => {
  await page.goto('/widgets/video-player/');
  const widget = page.locator('[data-widget="video-player"]');
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(widget.getByText('Neues Widget video-player')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
