import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme } from './screenshots.ts';

/** issue 27: 'Abos und Ausgaben' on /konto/abos/, with the plans bought from the training-plans service. */
const WIDTHS = [320, 375, 1280] as const;
const root = (page: Page) => page.locator('[data-widget="my-subscriptions"]');
const button = (page: Page) => root(page).getByRole('button', { name: 'Abos und Ausgaben' });
const panel = (page: Page) => root(page).getByRole('region', { name: 'Meine Abos und Ausgaben' });
const HALF = 'halbmarathon-unter-2-00-h-4-tage';
const TEN_K = 'laufen-10-km-unter-50-min-4-tage';
/** The half-marathon plan's pages (demo-host/api/training-plans). */
const PAGES_HALF = 30;

/** Opens the list by keyboard as the reader behind `token`, on `project`'s page. */
async function openList(page: Page, token: string, project = 'ams') {
  await page
    .context()
    .addCookies([{ name: 'ape_token', value: token, url: `${test.info().project.use.baseURL}/` }]);
  await page.goto(`/konto/abos/?project=${project}`);
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
  // The server's button stays disabled until the widget has mounted.
  await expect(button(page)).toBeEnabled();
  await button(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeFocused();
}

/** 'Herunterladen' by keyboard: the browser downloads the plan's PDF through its signed link; focus stays. */
async function downloadByKeyboard(page: Page, plan: string, title: RegExp) {
  const download = panel(page).getByRole('button', { name: title });
  await expect(download).toBeVisible();
  // Tab from the list past the Kündigungsbutton and the plans above it, a few stops at most.
  for (
    let stop = 0;
    stop < 6 && !(await download.evaluate((element) => element == document.activeElement));
    stop++
  )
    await page.keyboard.press('Tab');
  await expect(download).toBeFocused();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.url()).toMatch(new RegExp(`/api/training-plans/file/${plan}\\?expires=\\d+&signature=`));
  expect(file.suggestedFilename()).toBe(`trainingsplan-${plan}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(download).toBeFocused();
}

test('logged out: the login prompt beside the button; Escape gives focus back', async ({ page }) => {
  await page.goto('/konto/abos/');
  await button(page).click();
  const prompt = root(page).getByRole('dialog', { name: 'Anmelden' });
  await expect(prompt).toContainText('Bitte melden Sie sich an, um Ihre Abos und Ausgaben zu sehen.');
  await expect(prompt.getByRole('link', { name: 'Anmelden' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
  await expect(button(page)).toBeFocused();
});

test('logged in, keyboard only: contracts with status and next payment, the Kündigungsbutton; axe, screenshots', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'ape_token', value: 'demo-dirk-pur', url: baseURL! }]);
  for (const project of ['ams', 'rb']) {
    await page.goto(`/konto/abos/?project=${project}`);
    await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
    await expect(button(page)).toBeEnabled();
    await button(page).focus();
    await page.keyboard.press('Enter');
    const panel = root(page).getByRole('region', { name: 'Meine Abos und Ausgaben' });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText('gekündigt zum 31.12.2026');
    await expect(panel).toContainText('aktiv');
    await expect(panel).toContainText(/Nächste Zahlung: \d{2}\.\d{2}\.\d{4}/);
    // Dirk bought no plan.
    await expect(panel).toContainText('Sie haben noch keine PDFs gekauft.');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Verträge hier kündigen' })).toBeFocused();
    for (const theme of THEMES) {
      await useTheme(page, theme);
      expect(await seriousViolations(page, '[data-widget="my-subscriptions"]'), theme).toEqual([]);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await root(page).screenshot({
          path: `e2e/screenshots/my-subscriptions-${project}-${width}-${theme}.png`,
        });
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await root(page).getByRole('link', { name: 'Verträge hier kündigen' }).click();
  await expect(page).toHaveURL(/\/vertraege-kuendigen\/$/);
});

test("list with a purchased plan, keyboard only: a seeded owner's plans, 'Herunterladen' fetches the PDF; axe, screenshots", async ({
  page,
}) => {
  await openList(page, 'demo-ben-plus', 'mh');
  const plans = panel(page).getByRole('button', { name: /^Herunterladen: / });
  // Newest first (demo-host/api/training-plans/seed.ts).
  await expect(plans).toHaveText(['Herunterladen', 'Herunterladen']);
  await expect(plans.first()).toHaveAccessibleName(/^Herunterladen: Halbmarathon unter 2:00 h/);
  await expect(plans.last()).toHaveAccessibleName(/^Herunterladen: Kraft für Einsteiger/);
  await expect(panel(page)).toContainText('gekauft am 14.09.2026 · 30 Seiten');
  await downloadByKeyboard(page, HALF, /^Herunterladen: Halbmarathon/);
  for (const theme of THEMES) {
    await useTheme(page, theme);
    expect(await seriousViolations(page, '[data-widget="my-subscriptions"]'), theme).toEqual([]);
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await root(page).screenshot({
        path: `e2e/screenshots/my-subscriptions-plans-mh-${width}-${theme}.png`,
      });
    }
  }
});

test("the whole path: paid box → cart → demo checkout → the plan in 'Meine Abos und Ausgaben', downloaded", async ({
  page,
  context,
  baseURL,
}) => {
  // Two pages, an order, the cart's check on return and the list.
  test.slow();
  // Clara owns no plan until this test buys one. The purchase stays on the demo host, so a retry of this
  // test buys the page's other plan rather than finding the first one bought.
  const plan = [
    { id: TEN_K, name: 'Laufen 10 km', title: 'Laufen 10 km unter 50 min', pages: 22 },
    {
      id: 'halbmarathon-unter-2-00-h-4-tage',
      name: 'Halbmarathon',
      title: 'Halbmarathon unter 2:00 h',
      pages: PAGES_HALF,
    },
  ][Math.min(test.info().retry, 1)]!;
  await context.addCookies([{ name: 'ape_token', value: 'demo-clara-plus', url: baseURL! }]);
  await page.goto('/fitness/halbmarathon-training/');
  const box = page.locator(`.kiosk-paid-box[data-plan="${plan.id}"]`);
  await box.scrollIntoViewIfNeeded();
  // The box mounts when seen; a key pressed before that follows the link to the shop's product page.
  await expect(
    page.locator(`[data-widget="paid-box"][data-kiosk="mounted"]:has([data-plan="${plan.id}"])`),
  ).toBeAttached();
  const buy = box.getByRole('link', { name: new RegExp(`^Jetzt kaufen: ${plan.name}`) });
  await buy.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
  const checkoutUrl = await drawer.getByRole('link', { name: /^Zur Kasse/ }).getAttribute('href');
  const checkout = await context.newPage();
  await checkout.goto(checkoutUrl!);
  await checkout.getByRole('button', { name: 'Jetzt kaufen' }).click();
  await expect(checkout.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  await checkout.close();
  // Back on the article, the cart finds its finished order and the platform records it for Clara.
  await page.reload();
  await expect(box.getByRole('button', { name: new RegExp(`^Herunterladen: ${plan.name}`) })).toBeVisible({
    timeout: 10_000,
  });

  await openList(page, 'demo-clara-plus');
  await expect(panel(page).getByRole('listitem').filter({ hasText: plan.title })).toContainText(
    `· ${plan.pages} Seiten`,
  );
  await downloadByKeyboard(page, plan.id, new RegExp(`^Herunterladen: ${plan.name}`));
});
