import { expect, test, type Page, type Route } from '@playwright/test';
import { STOREFRONT_API_PATH } from '../demo-host/api/storefront/index.ts';
import { NETWORK_FAILURE } from '../features/cart/messages.ts';
import { seriousViolations } from './axe.ts';
import { addFromProductBox } from './cart-helpers.ts';
import { shoot, THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

const AUTO_BOOK = 'Auto Motor Kiosk Jahrbuch 2026';
const storefront = `**${STOREFRONT_API_PATH}`;

/** Holds the Storefront requests made from now on until `release()`; `fail` aborts them instead. */
async function interceptStorefront(page: Page, mode: 'hold' | 'fail') {
  const held: Route[] = [];
  await page.route(storefront, (route) =>
    mode == 'fail' ? route.abort('internetdisconnected') : held.push(route),
  );
  return {
    async release() {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(storefront);
    },
  };
}

test.describe('cart drawer on the shared ui/ components', () => {
  test('closing fades the backdrop out once: it does not come back while the dialog leaves', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/auto/');
    await addFromProductBox(page, AUTO_BOOK, 1);
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(drawer).toBeVisible();
    await page.waitForTimeout(600);
    const samples = await drawer.evaluate(async (dialog) => {
      const seen: Array<{ at: number; opacity: number; display: string }> = [];
      const start = performance.now();
      dialog.querySelector<HTMLButtonElement>('.kiosk-side-sheet__close')!.click();
      while (performance.now() - start < 1300) {
        await new Promise(requestAnimationFrame);
        seen.push({
          at: Math.round(performance.now() - start),
          opacity: Number(getComputedStyle(dialog, '::backdrop').opacity),
          display: getComputedStyle(dialog).display,
        });
      }
      return seen;
    });
    const shown = samples.filter((sample) => sample.display != 'none');
    const faded = shown.findIndex((sample) => sample.opacity < 0.01);
    expect(faded, JSON.stringify(samples)).toBeGreaterThan(-1);
    // Before the fix the class came off at 500 ms and the backdrop turned dark again until ~1 s.
    expect(
      Math.max(...shown.slice(faded).map((sample) => sample.opacity)),
      JSON.stringify(shown),
    ).toBeLessThan(0.01);
    expect(samples.at(-1)!.display).toBe('none');
  });

  test("a failed request shows the notice; 'Erneut versuchen' repeats it and focus does not fall to <body>", async ({
    page,
  }) => {
    await page.goto('/auto/');
    await addFromProductBox(page, AUTO_BOOK, 1);
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    const line = drawer.locator('.kiosk-cart-line', { hasText: AUTO_BOOK });
    // The add's own request must be answered before the shop starts failing (the cart and its client
    // load on the reader's reach, so it can leave after the click returns).
    await expect(line.getByLabel(/^Menge/)).toBeVisible();
    const failing = await interceptStorefront(page, 'fail');
    await line.getByLabel(/^Menge/).selectOption('3');
    const notice = drawer.getByRole('alert');
    await expect(notice).toContainText(NETWORK_FAILURE);
    await failing.release();
    await notice.getByRole('button', { name: 'Erneut versuchen' }).focus();
    await page.keyboard.press('Enter');
    await expect(notice).toHaveText('');
    await expect(line.getByLabel(/^Menge/)).toHaveValue('3');
    await expect(drawer.getByRole('button', { name: 'Schließen' })).toBeFocused();
  });

  for (const theme of THEMES) {
    test(`screenshots: the drawer with its notice and a line's spinner, ${theme} theme`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto('/auto/');
      await useTheme(page, theme);
      await addFromProductBox(page, AUTO_BOOK, 2);
      const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
      const line = drawer.locator('.kiosk-cart-line', { hasText: AUTO_BOOK });
      await expect(line.getByLabel(/^Menge/)).toBeVisible();
      const failing = await interceptStorefront(page, 'fail');
      await line.getByLabel(/^Menge/).selectOption('3');
      await expect(drawer.getByRole('alert')).toContainText(NETWORK_FAILURE);
      await failing.release();
      const holding = await interceptStorefront(page, 'hold');
      await line.getByLabel(/^Menge/).selectOption('4');
      await expect(line.getByRole('status')).toHaveText('Menge wird aktualisiert …');
      await page.waitForTimeout(600);
      expect(await seriousViolations(page, '.kiosk-cart')).toEqual([]);
      await shoot(page, 'cart-drawer-notice', 'desktop', theme);
      await page.setViewportSize(VIEWPORTS.mobile);
      await shoot(page, 'cart-drawer-notice', 'mobile', theme);
      await holding.release();
      await expect(line.getByLabel(/^Menge/)).toHaveValue('4');
    });
  }

  test('the add button shows a spinner while it adds', async ({ page }) => {
    await page.goto('/auto/');
    const box = page.locator('.product-box', { hasText: AUTO_BOOK });
    await box.scrollIntoViewIfNeeded();
    await expect(box.locator('[data-widget="add-to-cart"]')).toHaveAttribute('data-kiosk', 'mounted');
    const holding = await interceptStorefront(page, 'hold');
    const add = box.getByRole('button', { name: 'In den Warenkorb' });
    await add.click();
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await expect(add.locator('.kiosk-spinner')).toBeVisible();
    await shoot(page, 'add-to-cart-busy', 'desktop', 'light');
    await holding.release();
    await expect(page.getByRole('dialog', { name: 'Warenkorb' })).toBeVisible();
    await expect(add.locator('.kiosk-spinner')).toHaveCount(0);
  });
});
