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

test('keyboard only, logged out: the login prompt opens below the tour button used; Escape gives focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/radtouren/');
  const button = page.locator('.tour-card').nth(2).getByRole('button');
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveAccessibleName('Tour merken: Alpenpässe kompakt');
  await button.focus();
  await page.keyboard.press('Enter');
  const prompt = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(prompt).toBeInViewport({ ratio: 1 });
  await expect(prompt).toContainText('Touren zu merken');
  // In reading order right after the button: the next Tab stops are the prompt's links.
  await expect(prompt.getByRole('link', { name: 'Anmelden' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(prompt.getByRole('link', { name: 'Registrieren' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(button).toBeFocused();
  expect(await seriousViolations(page, '[data-widget="tour-favourite"]')).toEqual([]);
});
