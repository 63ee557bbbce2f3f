import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../demo-host/api/community/seed.ts';
import { findBrand } from '../src/brands.ts';
import { NEW_TAB_HINT } from '../src/page/blank-target.ts';
import { seriousViolations } from './axe.ts';
import { shoot, THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

const [anna] = DEMO_USERS;

test.describe('session', () => {
  test('logging in flips the <html> flag, a second tab follows; logging out flips both back', async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/anmelden/');
    await second.goto('/auto/');
    for (const page of [first, second])
      await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'false');

    await first.getByLabel('Token').fill(anna.token);
    await first.getByRole('button', { name: 'Anmelden' }).click();
    await expect(first.getByRole('status')).toHaveText(`Angemeldet als ${anna.name}.`);
    for (const page of [first, second])
      await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');

    await first.getByRole('button', { name: 'Abmelden' }).click();
    await expect(first.getByRole('status')).toHaveText('Abgemeldet.');
    for (const page of [first, second])
      await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'false');
  });

  test('an invalid token leaves the reader logged out, with the check completed', async ({ page }) => {
    await page.goto('/anmelden/');
    await page.getByLabel('Token').fill('abgelaufen-123');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Anmeldung fehlgeschlagen: Token ungültig. Sie sind abgemeldet.',
    );
    await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'false');
  });

  test('the login survives a reload (the token cookie)', async ({ page }) => {
    await page.goto('/anmelden/');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
    await page.goto('/motorrad/');
    await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
  });
});

test.describe('theme', () => {
  test('the toggle switches the theme, and the choice survives a reload with no flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/auto/');
    const toggle = page.getByRole('switch', { name: 'Dunkles Design' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-kiosk-theme', 'dark');

    // Hold the toggle's chunk back, so the first paint is seen before any widget exists.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/theme-toggle-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.screenshot({ path: 'e2e/screenshots/theme-first-paint-dark.png' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(18, 18, 18)',
    );
    await expect(page.locator('html')).toHaveAttribute('data-kiosk-theme', 'dark');
    await expect(page.locator('[data-widget="theme-toggle"]')).not.toHaveAttribute('data-kiosk', /./);
    release();
    await expect(page.getByRole('switch', { name: 'Dunkles Design' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('follows the system setting until the reader chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/motorrad/');
    await expect(page.locator('html')).toHaveAttribute('data-kiosk-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-kiosk-theme', 'light');
  });

  for (const theme of THEMES) {
    test(`the theme toggle passes axe in ${theme} theme`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.goto('/tanken/');
      await expect(page.locator('[data-widget="theme-toggle"]')).toHaveAttribute('data-kiosk', 'mounted');
      await useTheme(page, theme);
      expect(await seriousViolations(page, '[data-widget="theme-toggle"]')).toEqual([]);
      await shoot(page, 'theme-toggle', 'mobile', theme);
    });
  }

  test('keyboard: Space toggles the switch', async ({ page }) => {
    await page.goto('/auto/');
    const toggle = page.getByRole('switch', { name: 'Dunkles Design' });
    await expect(toggle).toBeEnabled();
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', /true|false/);
    await expect(page.locator('html')).toHaveAttribute(
      'data-kiosk-theme',
      (await toggle.getAttribute('aria-checked')) == 'true' ? 'dark' : 'light',
    );
  });
});

test('an in-page link scrolls to its target less the collapsed header (59 px) and pushes the hash', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/auto/');
  await expect(page.locator('html')).toHaveClass(/theme-ams/);
  await page.getByRole('link', { name: 'Fazit' }).click();
  await expect
    .poll(() =>
      page.evaluate(() => Math.round(document.getElementById('fazit')!.getBoundingClientRect().top)),
    )
    .toBe(59);
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#fazit');
});

test('a hash on load scrolls to its target', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/auto/#kosten');
  await expect
    .poll(() =>
      page.evaluate(() => Math.round(document.getElementById('kosten')!.getBoundingClientRect().top)),
    )
    .toBe(59);
});

test('a congress page shows only its text', async ({ page }) => {
  await page.goto('/e2e/congress.html');
  await expect(page.locator('body')).toHaveText('This page does not exist!');
  await expect(page.getByRole('heading')).toHaveCount(0);
});

test('spec 2.2: a preview page of the theme code love carries the wh theme and its brand colour', async ({
  page,
}) => {
  await page.goto('/e2e/preview.html');
  await expect(page.locator('html')).toHaveClass(/\btheme-wh\b/);
  await expect(page.locator('html')).not.toHaveClass(/\btheme-kiosk\b/);
  const brand = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--kiosk-brand').trim(),
  );
  expect(brand).toBe(findBrand('wh')!.colours.light.accent);
});

test.describe('spec 3.5 blankTargetDomain', () => {
  for (const name of ['Dachbox im Shop', 'Kindersitz im Shop']) {
    test(`"${name}" opens in a new tab, says so, and leaves no opener`, async ({ page, context }) => {
      await page.goto('/e2e/blank-target.html');
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(link).toHaveAccessibleDescription(NEW_TAB_HINT);
      await context.route(/shop\.example/, (route) => route.fulfill({ body: '<title>Shop</title>' }));
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      expect(page.url()).toMatch(/blank-target\.html$/);
    });
  }

  test('a link to another domain opens in the same tab', async ({ page }) => {
    await page.goto('/e2e/blank-target.html');
    await expect(page.locator('html')).toHaveClass(/\btheme-ams\b/);
    const link = page.getByRole('link', { name: 'Zum Test' });
    await expect(link).not.toHaveAttribute('target', /./);
    await expect(link).toHaveAccessibleDescription('');
  });
});
