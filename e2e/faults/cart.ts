import { expect, type Page } from '@playwright/test';
import { CHECKOUT_UNAVAILABLE, NETWORK_FAILURE } from '../../features/cart/messages.ts';
import { addFromProductBox, serverCart } from '../cart-helpers.ts';
import type { FaultCell, FaultCheck, FaultRow } from './support/fault-row.ts';
import {
  FAULTS,
  GRAPHQL_FAULT_KINDS,
  graphqlOperation,
  routeAnswer,
  SLOW_MS,
} from './support/route-fault.ts';
import {
  cartFailed,
  closeDrawer,
  drawer,
  MOTO_BOOK,
  quantity,
  shopWithCart,
  storedCartId,
  STOREFRONT,
  STOREFRONT_TIMEOUT_MS,
} from './support/shop-page.ts';

/**
 * The cart's rows of the fault table: the stored cart looked up on load, the drawer's quantity and
 * voucher, and the partner embed (issue 17); its checks: a Storefront that lies about `checkoutUrl`.
 */

/** The partner shop with the fault suite's short Storefront timeout in its settings. */
async function openPartnerShop({ page }: FaultCell) {
  await page.route('**/partner/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '{"endpoint":',
      `{"timeoutMs":${STOREFRONT_TIMEOUT_MS},"endpoint":`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/partner/');
}
const partnerButton = (page: Page) =>
  page
    .locator('.product-box', { hasText: 'Motorrad Kiosk Tasse' })
    .getByRole('button', { name: 'In den Warenkorb' });

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'cart restore then add (stored cart looked up on load)',
    routes: 'Storefront Cart query, cartLinesAdd',
    backend: STOREFRONT,
    faults: FAULTS,
    only: graphqlOperation('Cart'),
    hangEnds: 'timeout',
    timeoutMs: STOREFRONT_TIMEOUT_MS,
    setUp: shopWithCart,
    async act({ page }) {
      await page.reload();
      await addFromProductBox(page, MOTO_BOOK, 1);
    },
    failed: (cell) => cartFailed(cell),
    async succeeded({ page, request, stored }, times) {
      // The reader's cart, not a second one (issue 10, defect 3).
      await expect.poll(async () => (await serverCart(request, page))?.totalQuantity).toBe(1 + times);
      expect(await storedCartId(page)).toBe(stored);
      await expect(quantity(page)).toHaveValue(String(1 + times));
    },
  },
  {
    action: 'quantity change (cart drawer)',
    routes: 'Storefront cartLinesUpdate',
    backend: STOREFRONT,
    faults: GRAPHQL_FAULT_KINDS,
    only: graphqlOperation('cartLinesUpdate'),
    hangEnds: 'timeout',
    timeoutMs: STOREFRONT_TIMEOUT_MS,
    setUp: shopWithCart,
    act: async ({ page }) => void (await quantity(page).selectOption('3')),
    async failed(cell) {
      await cartFailed(cell);
      await expect(quantity(cell.page)).toBeEnabled();
    },
    async succeeded({ page, request }) {
      await expect.poll(async () => (await serverCart(request, page))?.totalQuantity).toBe(3);
      await expect(quantity(page)).toHaveValue('3');
    },
  },
  {
    action: 'voucher (cart drawer)',
    routes: 'Storefront cartDiscountCodesUpdate',
    backend: STOREFRONT,
    faults: GRAPHQL_FAULT_KINDS,
    only: graphqlOperation('cartDiscountCodesUpdate'),
    hangEnds: 'timeout',
    timeoutMs: STOREFRONT_TIMEOUT_MS,
    setUp: shopWithCart,
    async act({ page }) {
      await drawer(page).getByPlaceholder('Gutscheincode').fill('MOTORRAD5');
      await drawer(page).getByRole('button', { name: 'Gutschein berechnen' }).click();
    },
    async failed(cell) {
      await cartFailed(cell);
      await expect(drawer(cell.page).locator('.kiosk-cart__discount--valid')).toHaveCount(0);
      // The code the reader typed is still there for the next try.
      await expect(drawer(cell.page).getByPlaceholder('Gutscheincode')).toHaveValue('MOTORRAD5');
    },
    async succeeded({ page }) {
      // After a slow cell the answer comes SLOW_MS late: wait for it as the other rows do.
      await expect(drawer(page).locator('.kiosk-cart__discount--valid')).toContainText('MOTORRAD5', {
        timeout: SLOW_MS + 3_000,
      });
      await expect(drawer(page).locator('.kiosk-notice')).toHaveCount(0);
    },
  },
  {
    // issue 17: the partner embed; its shop's own button adds through a delegated click.
    action: 'partner add (cart-embed.js, existing cart)',
    routes: 'Storefront cartLinesAdd',
    backend: STOREFRONT,
    faults: GRAPHQL_FAULT_KINDS,
    only: graphqlOperation('cartLinesAdd'),
    hangEnds: 'timeout',
    timeoutMs: STOREFRONT_TIMEOUT_MS,
    async setUp(cell) {
      await openPartnerShop(cell);
      await partnerButton(cell.page).click();
      await expect(drawer(cell.page).locator('.kiosk-cart-line')).toHaveCount(1);
      cell.stored = (await storedCartId(cell.page)) ?? undefined;
      await closeDrawer(cell.page);
    },
    async act({ page }) {
      if (await drawer(page).isVisible()) await closeDrawer(page);
      await partnerButton(page).click();
    },
    async failed({ page, request, stored }) {
      const notice = drawer(page).getByRole('alert');
      await expect(notice).toContainText(NETWORK_FAILURE, { timeout: 3 * STOREFRONT_TIMEOUT_MS });
      await expect(notice.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      expect(await storedCartId(page)).toBe(stored);
      expect((await serverCart(request, page))?.totalQuantity).toBe(1);
      await expect(partnerButton(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    async succeeded({ page, request }, times) {
      await expect.poll(async () => (await serverCart(request, page))?.totalQuantity).toBe(1 + times);
      await expect(drawer(page).locator('.kiosk-notice')).toHaveCount(0);
    },
  },
];

/** Unsafe checkout URLs a lying Storefront answer may carry (issue 10, defect 1). */
const UNSAFE_CHECKOUT_URLS = [
  'javascript:window.__kioskPwned=1',
  ' JaVa\tScRiPt:window.__kioskPwned=1',
  'data:text/html,<script>opener.__kioskPwned=1</script>',
  'vbscript:msgbox(1)',
  '',
] as const;

/** `body` with every `field` (at any depth) set to `value`: a Storefront answer that lies about one field. */
function replaceField(body: unknown, field: string, value: unknown): unknown {
  if (Array.isArray(body)) return body.map((entry) => replaceField(entry, field, value));
  if (typeof body != 'object' || body === null) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, entry]) => [
      key,
      key == field ? value : replaceField(entry, field, value),
    ]),
  );
}

export const FAULT_CHECKS: readonly FaultCheck[] = UNSAFE_CHECKOUT_URLS.map((unsafe) => ({
  title: `checkout × checkoutUrl ${JSON.stringify(unsafe)}`,
  async run(cell) {
    const { page, context } = cell;
    const popups: string[] = [];
    context.on('page', (popup) => popups.push(popup.url()));
    const lying = await routeAnswer(page, STOREFRONT, (body) => replaceField(body, 'checkoutUrl', unsafe));
    await shopWithCart(cell);

    const link = drawer(page).getByRole('link', { name: 'Zur Kasse' });
    // Not in the markup either: a middle click or "open in new tab" bypasses any click handler.
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^(https?:\/\/[^\s]*)?$/);
    await link.click();
    await expect(drawer(page).locator('.kiosk-notice')).toContainText(CHECKOUT_UNAVAILABLE);
    expect(popups).toEqual([]);
    expect(page.url()).toMatch(/\/motorrad\/$/);
    expect(await page.evaluate(() => (window as { __kioskPwned?: number }).__kioskPwned)).toBeUndefined();
    // The drawer still answers, and the cart is kept.
    await expect(quantity(page)).toBeEnabled();
    expect(await storedCartId(page)).toBe(cell.stored);

    // The shop answers honestly again: checkout opens the demo checkout.
    await lying.release();
    await page.reload();
    await page.getByRole('button', { name: /^Warenkorb öffnen/ }).click();
    const [checkout] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await checkout.waitForLoadState();
    expect(new URL(checkout.url()).origin).toBe(new URL(page.url()).origin);
  },
}));
