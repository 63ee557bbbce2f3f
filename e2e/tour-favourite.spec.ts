import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

// Saving a tour and the claim are in bookmarks.spec.ts; this is the widget's smoke test.
test('tour-favourite mounts on every tour of its demo page and passes axe', async ({ page }) => {
  await page.goto('/radtouren/');
  const widgets = page.locator('[data-widget="tour-favourite"]');
  await expect(widgets).toHaveCount(3);
  for (const widget of await widgets.all()) {
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
    await expect(widget.getByRole('button', { name: 'Tour merken' })).toBeVisible();
  }
  expect(await seriousViolations(page, '[data-widget="tour-favourite"]')).toEqual([]);
});
