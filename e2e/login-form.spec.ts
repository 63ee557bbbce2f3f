import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

test('login-form renders on its demo page and passes axe', async ({ page }) => {
  await page.goto('/widgets/login-form/');
  const widget = page.locator('[data-widget="login-form"]');
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(widget.getByText('Neues Widget login-form')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
