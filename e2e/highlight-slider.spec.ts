import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

// Swiping, keys and the shared feed are in newsticker.spec.ts; this is the widget's smoke test.
test('highlight-slider shows the feed on its demo page and passes axe', async ({ page }) => {
  await page.goto('/nachrichten/');
  const widget = page.locator('[data-widget="highlight-slider"]');
  await widget.scrollIntoViewIfNeeded();
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  const slider = widget.getByRole('region', { name: 'Highlights' });
  await expect(slider.getByRole('link').first()).toBeVisible();
  expect(await seriousViolations(page, '[data-widget="highlight-slider"]')).toEqual([]);
});
