import { expect } from '@playwright/test';
import { addFromProductBox, serverCart } from '../cart-helpers.ts';
import type { FaultRow } from './support/fault-row.ts';
import { GRAPHQL_FAULT_KINDS, graphqlOperation } from './support/route-fault.ts';
import {
  cartFailed,
  closeDrawer,
  drawer,
  MOTO_BOOK,
  quantity,
  shopWithCart,
  STOREFRONT,
  STOREFRONT_TIMEOUT_MS,
} from './support/shop-page.ts';

/** The add-to-cart button's row of the fault table: an add to a cart that already exists. */
export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'cart add (add-to-cart, existing cart)',
    routes: 'Storefront cartLinesAdd',
    backend: STOREFRONT,
    faults: GRAPHQL_FAULT_KINDS,
    only: graphqlOperation('cartLinesAdd'),
    hangEnds: 'timeout',
    timeoutMs: STOREFRONT_TIMEOUT_MS,
    async setUp(cell) {
      await shopWithCart(cell);
      await closeDrawer(cell.page);
    },
    async act({ page }) {
      // A failed add opens the drawer with its notice; the reader closes it and clicks the button again.
      if (await drawer(page).isVisible()) await closeDrawer(page);
      await addFromProductBox(page, MOTO_BOOK, 1);
    },
    failed: (cell) => cartFailed(cell),
    async succeeded({ page, request }, times) {
      await expect.poll(async () => (await serverCart(request, page))?.totalQuantity).toBe(1 + times);
      await expect(quantity(page)).toHaveValue(String(1 + times));
      await expect(drawer(page).locator('.kiosk-notice')).toHaveCount(0);
    },
  },
];
