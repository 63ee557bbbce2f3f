import { expect, test, type Page } from '@playwright/test';
import { SEED_VARIANT_IDS } from '../demo-host/api/storefront/seed.ts';
import { seriousViolations } from './axe.ts';

/**
 * Issue 17, defect 4: nothing Kiosk renders may cause horizontal scrolling from 320 px up, and the
 * floating cart button must not cover what a reader reads. Checked on every page Kiosk renders on.
 */
const WIDTHS = [320, 360, 375] as const;
const PAGES = ['/auto/', '/motorrad/', '/partner/', '/ereignisse/', '/anmelden/'] as const;

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A stored cart with one line, so the floating button shows on load. */
async function withStoredCart(page: Page) {
  await page.goto('/partner/');
  await page.evaluate(
    (merchandiseId) =>
      (window as unknown as { partnerCart: { add(line: object): Promise<boolean> } }).partnerCart.add({
        merchandiseId,
        quantity: 1,
      }),
    SEED_VARIANT_IDS.mug,
  );
}

for (const width of WIDTHS) {
  test.describe(`phones at ${width} px (cart)`, () => {
    test.use({ viewport: { width, height: 740 } });

    for (const path of PAGES)
      test(`${path} does not scroll sideways`, async ({ page }) => {
        await withStoredCart(page);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        const header = await page.locator('header.site-header').boundingBox();
        if (header) expect(header.width).toBeLessThanOrEqual(width);
      });

    test('the floating cart button covers no article text and no product price', async ({ page }) => {
      await withStoredCart(page);
      await page.goto('/motorrad/');
      const button = page.locator('.kiosk-cart-button');
      await expect(button).toBeVisible();
      // Every text a reader reads, scrolled through the page: none may be under the button. Text under
      // the page's own sticky header is hidden by the header, not by Kiosk.
      const covered = await page.evaluate(() => {
        const hits: string[] = [];
        const cartButton = document.querySelector('.kiosk-cart-button')!;
        for (let scroll = 0; scroll < document.body.scrollHeight; scroll += 40) {
          window.scrollTo(0, scroll);
          const headerBottom = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
          const button = cartButton.getBoundingClientRect();
          for (const node of document.querySelectorAll(
            'main p, main h1, main h2, main li, .product-box__price',
          )) {
            for (const rect of node.getClientRects()) {
              if (rect.top < headerBottom || rect.bottom > innerHeight) continue;
              const overlaps =
                rect.right > button.left &&
                rect.left < button.right &&
                rect.bottom > button.top &&
                rect.top < button.bottom;
              if (overlaps) hits.push(node.textContent!.trim().slice(0, 40));
            }
          }
        }
        return [...new Set(hits)];
      });
      expect(covered).toEqual([]);
    });
  });
}

test.describe('phones at 375 px (the way back to the cart)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // issue 23: the header's cart button scrolls away with the header; the add-to-cart's own
  // 'Zum Warenkorb' beside the product brings the drawer back, keyboard alone, and focus returns to it.
  test("after add, close and scroll, 'Zum Warenkorb' opens the drawer with focus inside and back", async ({
    page,
  }) => {
    await page.goto('/auto/');
    const product = page.locator('.product-box').first();
    const widget = product.locator('[data-widget="add-to-cart"]');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
    const add = product.getByRole('button', { name: 'In den Warenkorb' });
    await add.click();
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    const back = product.getByRole('button', { name: 'Zum Warenkorb' });
    await expect(back).toBeVisible();
    // Scrolled on: the product's controls at the top of the view, the header (and its cart) gone.
    await back.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 60));
    await expect(page.locator('.kiosk-cart-button')).toBeAttached();
    await expect(page.locator('.kiosk-cart-button')).not.toBeInViewport();
    await expect(back).toBeInViewport();
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(back).toBeFocused();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await seriousViolations(page, '.product-box')).toEqual([]);
    }
  });
});
