import { expect, type Page } from '@playwright/test';
import { STOREFRONT_API_PATH } from '../../../demo-host/api/storefront/index.ts';
import { CART_ID_KEY } from '../../../features/cart/cart-id-storage.ts';
import { NETWORK_FAILURE } from '../../../features/cart/messages.ts';
import { addFromProductBox, serverCart } from '../../cart-helpers.ts';
import type { FaultCell } from './fault-row.ts';
import { SLOW_MS } from './route-fault.ts';

/** The shop page of the cart's and add-to-cart's fault rows: a short Storefront timeout, the voucher field. */

export const STOREFRONT = `**${STOREFRONT_API_PATH}`;
export const MOTO_BOOK = 'Motorrad Kiosk Jahrbuch 2026';

/**
 * The Storefront timeout the shop page gets through `#kiosk-config` (`storefront.timeoutMs`), so a
 * hang cell ends in seconds instead of the production 15 s; longer than SLOW_MS, so a slow answer
 * still arrives.
 */
export const STOREFRONT_TIMEOUT_MS = SLOW_MS + 2_000;

export async function openShop({ page }: FaultCell): Promise<void> {
  await page.route('**/motorrad/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace('"storefront":{', `"storefront":{"timeoutMs":${STOREFRONT_TIMEOUT_MS},`)
      .replace(`data-props='{"preset":"cms"`, `data-props='{"preset":"cms","showVoucher":true`);
    await route.fulfill({ response, body: html });
  });
  await page.goto('/motorrad/');
}

export const storedCartId = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CART_ID_KEY);
export const drawer = (page: Page) => page.getByRole('dialog', { name: 'Warenkorb' });
export const quantity = (page: Page) =>
  drawer(page)
    .locator('.kiosk-cart-line')
    .getByLabel(/^Menge/);

/** A cart with one Jahrbuch, on the server and in localStorage. */
export async function shopWithCart(cell: FaultCell): Promise<void> {
  await openShop(cell);
  await addFromProductBox(cell.page, MOTO_BOOK, 1);
  await expect(drawer(cell.page).locator('.kiosk-cart-line')).toHaveCount(1);
  cell.stored = (await storedCartId(cell.page)) ?? undefined;
  expect(cell.stored).toBeTruthy();
}

export async function closeDrawer(page: Page): Promise<void> {
  await drawer(page).getByRole('button', { name: 'Schließen' }).click();
  await expect(drawer(page)).toBeHidden();
}

/** The cart's failure, where the reader acted: the German notice with its retry, and the cart kept. */
export async function cartFailed({ page, request, stored }: FaultCell, serverQuantity = 1): Promise<void> {
  const notice = drawer(page).getByRole('alert');
  // A hang ends by the Storefront timeout (twice where a lookup precedes the add).
  await expect(notice).toContainText(NETWORK_FAILURE, { timeout: 3 * STOREFRONT_TIMEOUT_MS });
  await expect(notice.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  expect(await storedCartId(page)).toBe(stored);
  expect((await serverCart(request, page))?.totalQuantity).toBe(serverQuantity);
  // The widgets still answer: the add button is not left busy, the drawer closes and reopens.
  const add = page
    .locator('.product-box', { hasText: MOTO_BOOK })
    .getByRole('button', { name: 'In den Warenkorb' });
  await expect(add).toBeEnabled();
  await expect(add).not.toHaveAttribute('aria-busy', 'true');
}
