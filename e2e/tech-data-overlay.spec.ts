import { expect, test, type Page } from '@playwright/test';
import { VEHICLES_FAILED } from '../features/vehicles/vehicle-messages.ts';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

/** Issue 29: the technical data overlay on the demo test articles. */
const PAGE = '/auto/golf-test/';
const link = (page: Page) => page.getByRole('link', { name: 'Technische Daten' });
const dialog = (page: Page, name = 'Technische Daten: VW Golf 1.5 eTSI DSG') =>
  page.getByRole('dialog', { name });

async function openPage(page: Page, path = PAGE) {
  await page.goto(path);
  await expect(page.locator('[data-widget="tech-data-overlay"]')).toHaveAttribute('data-kiosk', 'mounted');
}

test("the link opens the version's grouped data in a dialog; Escape and 'Schließen' close it, focus back on the link", async ({
  page,
}) => {
  await openPage(page);
  await expect(link(page)).toHaveAttribute('aria-haspopup', 'dialog');
  await link(page).click();
  await expect(dialog(page)).toBeVisible();
  const table = dialog(page).getByRole('table', { name: 'Technische Daten' });
  await expect(table.getByRole('rowheader', { name: '1000-Punkte-Wertung' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Motor und Antrieb' })).toBeVisible();
  // Hubraum as a German reader writes it: 1.498 cm³.
  await expect(table.getByRole('row', { name: /^Hubraum/ })).toContainText('1.498 cm³');
  await expect(dialog(page).getByRole('link', { name: 'Zum Vergleich' })).toHaveAttribute(
    'href',
    /\/auto\/vergleich\/\?v=vw-golf-1-5-etsi-dsg$/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(link(page)).toBeFocused();
  // Opened again: no second call, the same data; 'Schließen' closes it.
  let calls = 0;
  page.on('request', (request) => request.url().includes('/api/vehicles/versions') && calls++);
  await link(page).press('Enter');
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Schließen' }).click();
  await expect(link(page)).toBeFocused();
  expect(calls).toBe(0);
});

test('a failed call: the German message and its retry in the dialog; the retry loads the data', async ({
  page,
}) => {
  await openPage(page);
  await page.route('**/api/vehicles/versions**', (route) => route.fulfill({ status: 503, body: 'nope' }));
  await link(page).click();
  const box = dialog(page, 'Technische Daten');
  await expect(box.getByRole('alert')).toHaveText(new RegExp(VEHICLES_FAILED));
  await page.unroute('**/api/vehicles/versions**');
  await box.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(page.locator(':focus')).toHaveCount(1);
  await expect(page.locator('body')).not.toBeFocused();
});

test('without script the link leads to the comparison of the version', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  await link(page).click();
  await expect(page).toHaveURL(/\/auto\/vergleich\/\?v=vw-golf-1-5-etsi-dsg$/);
  await context.close();
});

for (const theme of THEMES)
  test(`axe finds nothing serious in the dialog; screenshots at 320, 375 and 1280 on two brands (${theme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await openPage(page, '/motorrad/r-1300-gs-test/');
    await useTheme(page, theme);
    await link(page).click();
    await expect(dialog(page, 'Technische Daten: BMW R 1300 GS Basis')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.screenshot({ path: `e2e/screenshots/tech-data-overlay-narrow-${theme}.png` });
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.screenshot({ path: `e2e/screenshots/tech-data-overlay-mobile-${theme}.png` });
    await page.keyboard.press('Escape');
    await page.setViewportSize(VIEWPORTS.desktop);
    await openPage(page);
    await useTheme(page, theme);
    await link(page).click();
    await expect(dialog(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `e2e/screenshots/tech-data-overlay-desktop-${theme}.png` });
  });
