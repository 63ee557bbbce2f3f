import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../demo-host/api/community/seed.ts';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme } from './screenshots.ts';

/**
 * The overlay layer (issue 24) with the CMS's own pop-ups of /pop-ups/ (demo-host/static/cms-pop-ups.js):
 * a newsletter layer (priority 1) and a survey (0) ask Kiosk for their turn with `kiosk.push`.
 * Playwright's clock stands in for the five seconds no unrequested pop-up may show after arrival.
 */
const newsletter = (page: Page) => page.getByRole('dialog', { name: 'Der Auto-Newsletter' });
const survey = (page: Page) => page.getByRole('dialog', { name: 'Kurze Umfrage' });

/**
 * Opens the page and records how many CMS pop-ups are on screen at once (on every DOM change) and how
 * old the page was when the first one was shown.
 */
async function open(page: Page, path = '/pop-ups/') {
  await page.clock.install();
  await page.addInitScript(() => {
    const record = window as unknown as { __mostShown: number; __firstShownAt?: number };
    record.__mostShown = 0;
    new MutationObserver(() => {
      const shown = document.querySelectorAll('.demo-pop-up:not([hidden])').length;
      record.__mostShown = Math.max(record.__mostShown, shown);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
    document.addEventListener('kiosk:overlay', (event) => {
      if ((event as CustomEvent<{ state: string }>).detail.state == 'shown')
        record.__firstShownAt ??= performance.now();
    });
  });
  await page.goto(path);
  // The host's first request has loaded the layer.
  await page.waitForFunction(() => '__kioskOverlay' in window);
}

const mostShownAtOnce = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mostShown: number }).__mostShown);

test('two unrequested pop-ups wait for the arrival, then take turns by priority and never overlap', async ({
  page,
}) => {
  await open(page);
  await page.clock.fastForward(5_500);
  await expect(newsletter(page)).toBeVisible();
  await expect(survey(page)).toBeHidden();
  // Not in the page view's first five seconds (on the page's own clock).
  expect(
    await page.evaluate(() => (window as unknown as { __firstShownAt: number }).__firstShownAt),
  ).toBeGreaterThanOrEqual(5_000);
  await newsletter(page).getByRole('button', { name: 'Schließen' }).click();
  await expect(survey(page)).toBeVisible();
  await survey(page).getByRole('button', { name: 'Schließen' }).click();
  await expect(survey(page)).toBeHidden();
  expect(await mostShownAtOnce(page)).toBe(1);
});

test('a panel the reader opens pre-empts the shown pop-up, holds the next, and keeps the page still', async ({
  page,
}) => {
  await open(page);
  await page.clock.fastForward(5_500);
  await expect(newsletter(page)).toBeVisible();

  // A logged-in reader, whose 'Merkliste' opens the bookmarks panel (a modal side sheet).
  await page.evaluate((token) => {
    (window as unknown as { kiosk: unknown[] }).kiosk.push(['session.login', token]);
  }, DEMO_USERS[0]!.token);
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
  const opener = page.locator('.site-header').getByRole('button', { name: 'Merkliste' });
  await opener.click();
  const panel = page.getByRole('dialog', { name: 'Meine Merkliste' });
  await expect(panel).toBeVisible();
  await expect(newsletter(page)).toBeHidden();
  await expect(panel.locator(':focus')).toHaveCount(1);
  // The page behind is locked. (Chromium's wheel already stops at a modal's backdrop; the lock is for
  // touch browsers, where a swipe past the sheet's end scrolled the article, so the style is checked.)
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  await page.clock.fastForward(10_000);
  await expect(survey(page)).toBeHidden();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  await expect(survey(page)).toBeVisible();
  // The pre-empted newsletter is not shown again this page view.
  await survey(page).getByRole('button', { name: 'Schließen' }).click();
  await page.clock.fastForward(10_000);
  await expect(newsletter(page)).toBeHidden();
  expect(await mostShownAtOnce(page)).toBe(1);
});

for (const theme of THEMES)
  test(`${theme}: nothing unrequested while the consent banner is up; by keyboard, the turn comes after the answer`, async ({
    page,
  }) => {
    await open(page, '/pop-ups/?cmp=on');
    await useTheme(page, theme);
    const banner = page.getByRole('dialog', { name: 'Ihre Privatsphäre' });
    await expect(banner).toBeVisible();
    await page.clock.fastForward(8_000);
    await expect(newsletter(page)).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);

    const accept = banner.getByRole('button', { name: 'Akzeptieren' });
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect(newsletter(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
