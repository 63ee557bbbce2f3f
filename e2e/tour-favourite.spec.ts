import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_USERS } from '../demo-host/api/community/seed.ts';
import { seriousViolations } from './axe.ts';
import { clickDuringHandOver } from './support/hand-over.ts';

// Saving a tour and the claim are in bookmarks.spec.ts; here the widget's smoke, keyboard and hand-over tests.
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

// issue 22: one reader of its own (the bookmarks suite's Anna takes turns with its own tests).
const [, , , dirk] = DEMO_USERS;
const onShelf = (request: APIRequestContext, action: string) =>
  request.post(`/api/bookmarks/${action}?rkm_auth_token=${dirk.token}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });

test('issue 22: the favourites store loads after the page load; a click on a tour while it loads saves once', async ({
  page,
  request,
}) => {
  expect((await onShelf(request, 'demo-reset')).ok()).toBe(true);
  const button = page.locator('.tour-card').first().getByRole('button');
  const handOver = await clickDuringHandOver(
    page,
    button,
    /\/kiosk\/shared\/common-page-favourites-[^/?]+\.js/,
  );
  await page.goto('/radtouren/');
  await page.evaluate((token) => {
    (window as unknown as { kiosk: unknown[] }).kiosk.push(['session.login', token]);
  }, dirk.token);
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
  const check = await handOver.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await check();
  const tours = async () => {
    const response = await request.get(`/api/bookmarks/get?rkm_auth_token=${dirk.token}&channel=tours`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    return ((await response.json()) as { favorites: Array<{ id: string }> }).favorites.map(({ id }) => id);
  };
  // Saved once: a second toggle would have removed it again.
  await expect.poll(tours).toEqual(['7001']);
  await page.waitForTimeout(300);
  expect(await tours()).toEqual(['7001']);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect((await onShelf(request, 'demo-reset')).ok()).toBe(true);
});
