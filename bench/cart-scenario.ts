import type { Browser } from 'playwright-core';
import { PHONE_VIEWPORT, slowPage } from './browser.ts';

/**
 * The cart scenario, at 4× CPU slowdown on the article page: from the click on 'In den Warenkorb' to
 * the drawer showing the line (the first add also loads the drawer and creates the cart), and from a
 * quantity choice to the confirmed line (debounce, request, re-render).
 */
export async function measureCartScenario(browser: Browser, origin: string) {
  const { context, page } = await slowPage(browser, { viewport: PHONE_VIEWPORT });
  await page.goto(`${origin}/auto/`);
  const box = page.locator('.product-box');
  await box.scrollIntoViewIfNeeded();
  const add = box.locator('.kiosk-add-to-cart__button');
  await add.waitFor();

  let started = Date.now();
  await add.click();
  await page.locator('.kiosk-cart-line').waitFor();
  const firstAddMs = Date.now() - started;

  const select = page.locator('.kiosk-cart-line select');
  started = Date.now();
  await select.selectOption('3');
  await page.waitForFunction(() => {
    const line = document.querySelector<HTMLSelectElement>('.kiosk-cart-line select');
    const total = document.querySelector('.kiosk-cart__total strong')?.textContent;
    return line?.value == '3' && total == '44,70 €';
  });
  const quantityChangeMs = Date.now() - started;
  await context.close();
  return { firstAddMs, quantityChangeMs };
}
