import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

// Saving, agreeing across buttons and the login prompt are in bookmarks.spec.ts; this is its smoke test.
test('favourite-button mounts on its demo article and passes axe', async ({ page }) => {
  await page.goto('/auto/');
  const widgets = page.locator('[data-widget="favourite-button"]');
  await expect(widgets).toHaveCount(2);
  for (const widget of await widgets.all()) await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(widgets.first().getByRole('button', { name: 'Merken' })).toBeVisible();
  expect(await seriousViolations(page, '[data-widget="favourite-button"]')).toEqual([]);
});

// issue 23, focus 1: on a phone the header is 1,800 px away; the prompt belongs beside the button used.
for (const width of [375, 320])
  test(`logged out at ${width} px: 'Merken' under the article opens the login prompt beside it; Escape returns focus`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/auto/');
    const button = page
      .locator('[data-widget="favourite-button"]')
      .nth(1)
      .getByRole('button', { name: 'Merken' });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeEnabled();
    await button.click();
    const prompt = page.getByRole('dialog', { name: 'Anmelden' });
    await expect(prompt).toBeInViewport({ ratio: 1 });
    await expect(prompt).toContainText('Melden Sie sich an, um Artikel zu merken');
    const below = await button.evaluate((control) => {
      const dialog = document.querySelector('[role="dialog"][aria-label="Anmelden"]')!;
      return dialog.getBoundingClientRect().top - control.getBoundingClientRect().bottom;
    });
    expect(below).toBeGreaterThanOrEqual(0);
    expect(below).toBeLessThan(24);
    await expect(prompt.getByRole('link', { name: 'Anmelden' })).toBeFocused();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expect(button).toBeFocused();
    // A second press opens it again; a press elsewhere on the page closes it.
    await page.keyboard.press('Enter');
    await expect(prompt.getByRole('link', { name: 'Anmelden' })).toBeFocused();
    await page.locator('.article > p').first().click();
    await expect(prompt).toBeHidden();
  });
