import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

test('newsletter-form renders on its demo page and passes axe', async ({ page }) => {
  await page.goto('/widgets/newsletter-form/');
  const widget = page.locator('[data-widget="newsletter-form"]');
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(widget.getByText('Neues Widget newsletter-form')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
