import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

test('register-form renders on its demo page and passes axe', async ({ page }) => {
  await page.goto('/widgets/register-form/');
  const widget = page.locator('[data-widget="register-form"]');
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(widget.getByText('Neues Widget register-form')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
