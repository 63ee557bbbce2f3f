import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme, VIEWPORTS } from './screenshots.ts';
import { recordPage } from './support/element-events.ts';

/** Issue 31, step 4: the magazine page's issues, bought through the cart; the owner's download page. */
const issues = (page: import('@playwright/test').Page) => page.locator('[data-widget="magazine-issues"]');

test("an issue bought through the cart: 'Heft kaufen' with the keyboard, add_to_cart; view_item and view_item_list; purchase once across a reload", async ({
  page,
  context,
}) => {
  const recorded = await recordPage(page);
  await page.goto('/auto/hefte/');
  const buy = issues(page).getByRole('button', { name: 'Heft kaufen: Ausgabe 24/2026' });
  await buy.focus();
  await page.keyboard.press('Enter');
  await expect(issues(page).getByRole('status')).toHaveText('Ausgabe 24/2026 liegt im Warenkorb.');
  await expect
    .poll(() => recorded.named('add_to_cart'), { timeout: 10_000 })
    .toEqual([
      {
        name: 'add_to_cart',
        props: { item_id: 'gid://shopify/ProductVariant/4922026240001', quantity: 1, currency: 'EUR' },
      },
    ]);
  await expect(page.getByRole('dialog').getByText('Auto Motor Kiosk 24/2026').first()).toBeVisible();
  expect((await recorded.named('view_item')).map((event) => event.props?.item_id)).toEqual(['ams-2026-24']);
  const checkoutUrl = await page.getByRole('link', { name: /^Zur Kasse/ }).getAttribute('href');
  await page.keyboard.press('Escape');
  await issues(page).getByRole('combobox', { name: 'Jahr' }).selectOption('2025');
  await expect(issues(page).locator('h4')).toHaveText(['Ausgabe 26/2025', 'Ausgabe 25/2025']);
  await expect.poll(() => recorded.named('view_item_list')).toHaveLength(1);

  // The demo checkout in its own tab (the CMS preset's), then back on the magazine page: spec 7.11's
  // finished order by cartToken sends purchase once, and a reload sends it no more.
  const checkout = await context.newPage();
  await checkout.goto(checkoutUrl!);
  await checkout.getByRole('button', { name: 'Jetzt kaufen' }).click();
  await expect(checkout.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })).toBeVisible();
  await checkout.close();
  expect(await recorded.named('purchase')).toEqual([]);
  await page.reload();
  await expect
    .poll(() => recorded.named('purchase'), { timeout: 10_000 })
    .toEqual([
      {
        name: 'purchase',
        props: {
          transactionId: expect.stringMatching(/^gid:\/\/shopify\/Order\//),
          transactionTotal: 6.9,
          transactionProducts: [
            { sku: 'HEFT-AMS-2026-24', name: 'Auto Motor Kiosk 24/2026', price: 6.9, quantity: 1 },
          ],
        },
      },
    ]);
  await page.reload();
  await expect(issues(page).getByRole('heading', { name: 'Ausgabe 24/2026' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await recorded.named('purchase')).toEqual([]);
});

test("an owner's download page: 'ePaper lesen' and 'Herunterladen' through a signed link", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'ape_token', value: 'demo-ben-plus', url: baseURL! }]);
  await page.goto('/auto/hefte/download/');
  await expect(issues(page).getByRole('link', { name: 'ePaper lesen: Ausgabe 23/2026' })).toHaveAttribute(
    'href',
    /\/epaper\/\?ausgabe=ams-2026-23$/,
  );
  await expect(issues(page).getByRole('button', { name: /Herunterladen: Ausgabe 24/ })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    issues(page).getByRole('button', { name: 'Herunterladen: Ausgabe 23/2026' }).click(),
  ]);
  expect(download.url()).toMatch(/\/api\/issues\/file\/ams-2026-23\?expires=\d+&signature=/);
  expect(download.suggestedFilename()).toBe('ams-2026-23.pdf');
});

for (const theme of THEMES)
  test(`axe finds nothing serious; screenshots at 320, 375 and 1280; no sideways scroll (${theme})`, async ({
    page,
  }) => {
    await page.goto('/auto/hefte/');
    await useTheme(page, theme);
    await expect(issues(page).getByRole('heading', { name: 'Ausgabe 24/2026' })).toBeVisible();
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
      await page.screenshot({ path: `e2e/screenshots/magazine-issues-${name}-${theme}.png` });
    }
  });
