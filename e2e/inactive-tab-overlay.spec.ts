import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme } from './screenshots.ts';
import { awayAndBack, controlVisibility } from './support/tab-visibility.ts';

/**
 * The inactive-tab overlay (issue 25) on its demo article: the tab's visibility is the test's
 * (e2e/support/tab-visibility.ts), the minute away is the page's clock.
 */
const ARTICLE = '/auto/dauertest/';
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Schön, dass Sie wieder da sind' });
const VIEWPORTS = {
  '320': { width: 320, height: 640 },
  '375': { width: 375, height: 812 },
  '1280': { width: 1280, height: 900 },
};

/** The article with a clock, the reader's analytics events and its layout shifts recorded. */
async function openArticle(page: Page) {
  await controlVisibility(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __events: unknown[]; __shift: number };
    w.__events = [];
    w.__shift = 0;
    document.addEventListener('kiosk:analytics-event', (event) =>
      w.__events.push((event as CustomEvent).detail),
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.clock.install();
  await page.goto(ARTICLE);
  await mounted(page);
}
const mounted = (page: Page) =>
  expect(page.locator('[data-widget="inactive-tab-overlay"]')).toHaveAttribute('data-kiosk', 'mounted');
const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: unknown[] }).__events);

test('greets a return after a minute away, once per page view; keyboard only; focus and scroll come back', async ({
  page,
}) => {
  await openArticle(page);
  const before = page.getByRole('link', { name: 'Zur Kaufberatung' });
  await before.focus();
  await page.evaluate(() => window.scrollTo(0, 120));
  const scrollY = await page.evaluate(() => window.scrollY);
  // From here on: the header's widgets shift the page while it loads, which is not this widget's doing.
  await page.evaluate(() => ((window as unknown as { __shift: number }).__shift = 0));

  await test.step('59 s away: nothing', async () => {
    await awayAndBack(page, 59_000);
    await page.waitForTimeout(300);
    await expect(dialog(page)).toHaveCount(0);
  });

  await test.step('61 s away: the dialog, its heading focused, three suggestions', async () => {
    // The suggestions are in hand from the first hide: no second request.
    await awayAndBack(page, 61_000, { fetches: false });
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: 'Schön, dass Sie wieder da sind' })).toBeFocused();
    const items = dialog(page).getByRole('listitem');
    await expect(items).toHaveCount(3);
    for (const item of await items.all()) {
      await expect(item.getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`^${new URL(page.url()).origin}/`),
      );
      await expect(item.locator('img')).toHaveAttribute('width', '262');
      await expect(item.locator('img')).toHaveAttribute('height', '148');
    }
    await expect(dialog(page).getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', /\/$/);
  });

  await test.step('keyboard only: Tab through the suggestions to Schließen, Enter closes', async () => {
    for (let step = 0; step < 4; step++) await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('link', { name: 'Zur Startseite' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', { name: 'Schließen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(before).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    expect(await events(page)).toEqual([{ name: 'Inaktiver Tab / Schließen' }]);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });

  await test.step('once per page view: the next return gets nothing', async () => {
    await awayAndBack(page, 61_000, { fetches: false });
    await page.waitForTimeout(300);
    await expect(dialog(page)).toHaveCount(0);
  });
});

test('Escape closes; no motion when reduced; a followed suggestion resets the close count', async ({
  page,
}) => {
  await openArticle(page);
  await awayAndBack(page);
  await expect(dialog(page)).toBeVisible();
  // Motion only for readers who have not asked for less.
  expect(await dialog(page).evaluate((element) => getComputedStyle(element).animationName)).toBe(
    'kiosk-inactive-tab-in',
  );
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  // No element had focus before the tab was hidden: the page's heading takes it, never body.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await test.step('reduced motion, and a suggestion followed', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(() => localStorage.removeItem('kiosk_overlay_shown'));
    await page.reload();
    await mounted(page);
    await awayAndBack(page);
    await expect(dialog(page)).toBeVisible();
    expect(await dialog(page).evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    const second = dialog(page).getByRole('listitem').nth(1).getByRole('link');
    const title = (await second.locator('.kiosk-inactive-tab__title').textContent()) ?? '';
    const href = (await second.getAttribute('href')) ?? '';
    await second.click();
    await page.waitForURL(href);
    // The close streak starts again after a click (stored before the page went).
    expect(await page.evaluate(() => localStorage.getItem('kiosk_inactive_tab'))).toBe(
      '{"closes":0,"until":0}',
    );
    expect(title).not.toBe('');
  });
});

test('two real tabs: once in 12 hours across both', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await openArticle(first);
  await openArticle(second);
  await awayAndBack(first);
  await expect(dialog(first)).toBeVisible();
  await first.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog(first)).toHaveCount(0);
  await awayAndBack(second);
  await second.waitForTimeout(300);
  await expect(dialog(second)).toHaveCount(0);
  const shown = await second.evaluate(
    () => JSON.parse(localStorage.getItem('kiosk_overlay_shown') ?? '{}') as Record<string, number[]>,
  );
  expect(shown['inactive-tab']).toHaveLength(1);
  // The one close so far is shared too: one more in either tab and the overlay rests for 7 days.
  expect(await second.evaluate(() => localStorage.getItem('kiosk_inactive_tab'))).toBe(
    '{"closes":1,"until":0}',
  );
});

test('never while the paywall is pending, a form field has focus or a video plays', async ({ page }) => {
  await openArticle(page);
  const nothing = async () => {
    await page.waitForTimeout(300);
    await expect(dialog(page)).toHaveCount(0);
  };
  await test.step('paywall verdict pending', async () => {
    await page.evaluate(() => document.documentElement.setAttribute('data-kiosk-paywall', 'pending'));
    await awayAndBack(page);
    await nothing();
    await page.evaluate(() => document.documentElement.removeAttribute('data-kiosk-paywall'));
    // Not shown late, once the verdict is in: it greets a return, not a later moment.
    await nothing();
  });
  await test.step('a form field has focus', async () => {
    await page.evaluate(() => {
      const field = document.body.appendChild(document.createElement('input'));
      field.setAttribute('aria-label', 'Suche');
      field.focus();
    });
    await awayAndBack(page, 61_000, { fetches: false });
    await nothing();
    await page.getByRole('textbox', { name: 'Suche' }).blur();
  });
  await test.step('a video plays', async () => {
    await page.evaluate(() => {
      const video = document.body.appendChild(document.createElement('video'));
      Object.defineProperty(video, 'paused', { get: () => !video.dataset.playing, configurable: true });
      video.dataset.playing = '1';
    });
    await awayAndBack(page, 61_000, { fetches: false });
    await nothing();
  });
  await test.step('with all of them gone, the next return is greeted', async () => {
    await page.evaluate(() => delete document.querySelector('video')?.dataset.playing);
    await awayAndBack(page, 61_000, { fetches: false });
    await expect(dialog(page)).toBeVisible();
  });
});

for (const theme of THEMES)
  test(`the dialog: axe finds nothing serious, no sideways scroll, screenshots (${theme})`, async ({
    page,
  }) => {
    await openArticle(page);
    await awayAndBack(page);
    await expect(dialog(page)).toBeVisible();
    await useTheme(page, theme);
    expect(await seriousViolations(page, '.kiosk-inactive-tab')).toEqual([]);
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // The helper's naming (e2e/screenshots.ts), with the 320 px phone the helper has no name for.
      await page.screenshot({ path: `e2e/screenshots/inactive-tab-overlay-${name}-${theme}.png` });
    }
  });
