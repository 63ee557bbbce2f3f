import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme, VIEWPORTS } from './screenshots.ts';
import { recordPage } from './support/element-events.ts';

/** Issue 27: paid boxes in a fitness article, bought through the page's cart and downloaded. */
const PAGE = '/fitness/halbmarathon-training/';
const TEN_K = 'laufen-10-km-unter-50-min-4-tage';
const HALF = 'halbmarathon-unter-2-00-h-4-tage';
const box = (page: Page, plan: string) => page.locator(`.kiosk-paid-box[data-plan="${plan}"]`);
const mounted = (page: Page) =>
  expect(page.locator('[data-widget="paid-box"][data-kiosk="mounted"]')).toHaveCount(2);

test("a plan bought through the cart: 'Jetzt kaufen' by keyboard, the demo checkout, 'Herunterladen' the PDF; element events; purchase once across reloads; nothing moves", async ({
  page,
  context,
}) => {
  // Two pages, an order and the cart's check on return.
  test.slow();
  const recorded = await recordPage(page);
  await page.goto(PAGE);
  const tenK = box(page, TEN_K);
  await tenK.scrollIntoViewIfNeeded();
  await mounted(page);
  const buy = tenK.getByRole('link', { name: /^Jetzt kaufen: Laufen 10 km/ });
  await buy.focus();
  await page.keyboard.press('Enter');
  await expect(tenK.getByRole('status')).toHaveText('Der Trainingsplan liegt im Warenkorb.');
  const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(drawer.getByRole('link', { name: /^Trainingsplan Laufen 10 km unter 50 min/ })).toBeVisible();
  await expect
    .poll(() => recorded.named('Paid-Box / klick'))
    .toEqual([{ name: 'Paid-Box / klick', props: { label: TEN_K } }]);
  expect(await recorded.named('Paid-Box / sichtbar')).toContainEqual({
    name: 'Paid-Box / sichtbar',
    props: { label: TEN_K },
  });
  expect(await recorded.cls()).toBe(0);

  const checkoutUrl = await drawer.getByRole('link', { name: /^Zur Kasse/ }).getAttribute('href');
  const checkout = await context.newPage();
  await checkout.goto(checkoutUrl!);
  await checkout.getByRole('button', { name: 'Jetzt kaufen' }).click();
  await expect(checkout.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  await checkout.close();

  await page.reload();
  const download = box(page, TEN_K).getByRole('button', { name: /^Herunterladen: Laufen 10 km/ });
  await expect(download).toBeVisible({ timeout: 10_000 });
  await expect(box(page, HALF).getByRole('link', { name: /^Jetzt kaufen/ })).toBeVisible();
  await expect
    .poll(() => recorded.named('purchase'))
    .toEqual([
      {
        name: 'purchase',
        props: {
          transactionId: expect.stringMatching(/^gid:\/\/shopify\/Order\//),
          transactionTotal: 4.99,
          transactionProducts: [
            {
              sku: 'TP-014',
              name: 'Trainingsplan Laufen 10 km unter 50 min: 8 Wochen, 4 Trainingstage pro Woche',
              price: 4.99,
              quantity: 1,
            },
          ],
        },
      },
    ]);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.url()).toMatch(new RegExp(`/api/training-plans/file/${TEN_K}\\?expires=\\d+&signature=`));
  expect(file.suggestedFilename()).toBe(`trainingsplan-${TEN_K}.pdf`);

  // The next page view: the box still knows the purchase; the cart sends no second purchase.
  await page.reload();
  await expect(box(page, TEN_K).getByRole('button', { name: /^Herunterladen/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await recorded.named('purchase')).toEqual([]);
});

test("keyboard only: a logged-in owner tabs to 'Herunterladen' and downloads; focus stays on the button", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'ape_token', value: 'demo-ben-plus', url: baseURL! }]);
  await page.goto(PAGE);
  const half = box(page, HALF);
  await half.scrollIntoViewIfNeeded();
  const download = half.getByRole('button', { name: /^Herunterladen: Halbmarathon/ });
  await expect(download).toBeVisible();
  await expect(box(page, TEN_K).getByRole('link', { name: /^Jetzt kaufen/ })).toBeVisible();
  await box(page, TEN_K)
    .getByRole('link', { name: /^Leseprobe/ })
    .focus();
  await page.keyboard.press('Tab');
  await expect(download).toBeFocused();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.url()).toContain(`/api/training-plans/file/${HALF}?expires=`);
  await expect(download).toBeFocused();
});

for (const theme of THEMES)
  test(`axe finds nothing serious; screenshots at 320, 375 and 1280; no sideways scroll (${theme}, ${theme == 'light' ? 'mh' : 'wh'})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'ape_token', value: 'demo-ben-plus', url: baseURL! }]);
    await page.goto(theme == 'light' ? PAGE : `${PAGE}?project=wh`);
    await useTheme(page, theme);
    await box(page, HALF).scrollIntoViewIfNeeded();
    await expect(box(page, HALF).getByRole('button', { name: /^Herunterladen/ })).toBeVisible();
    expect(await seriousViolations(page, 'article')).toEqual([]);
    for (const [name, viewport] of [
      ['narrow', { width: 320, height: 720 }],
      ['mobile', VIEWPORTS.mobile],
      ['desktop', VIEWPORTS.desktop],
    ] as const) {
      await page.setViewportSize(viewport);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await box(page, TEN_K).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `e2e/screenshots/paid-box-${name}-${theme}.png` });
    }
  });
