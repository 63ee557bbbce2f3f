import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi, type MockInstance } from 'vitest';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { parseCartId } from '../../../demo-host/api/storefront/cart-ids.ts';
import { STOREFRONT_ORDER_PATH } from '../../../demo-host/api/storefront/index.ts';
import { CART_ID_KEY } from '../../../features/cart/cart-id-storage.ts';
import type { CartController } from '../../../features/cart/cart-controller.ts';
import { pageCart } from '../../../features/cart/page-cart.ts';
import { watchPurchases } from '../../../features/cart/purchase-report.ts';
import { ISSUE_DOWNLOAD, ISSUES_LIST } from '../../../features/issues/issues-calls.ts';
import type { AnalyticsEvent } from '../../../src/analytics/catalogue.ts';
import { createBus } from '../../../src/bus.ts';
import { writeCookie } from '../../../src/cookies.ts';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { TOKEN_COOKIE } from '../../../src/session/token-cookie.ts';
import type { Kiosk } from '../../../src/widget-contract.ts';
import { LABELS } from '../../../widgets/magazine-issues/labels.ts';
import { mount } from '../../../widgets/magazine-issues/index.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { mountThemeToggle, themeToggleAnswers } from '../../support/theme-toggle.ts';

/**
 * The magazine issues' fault rows (e2e/faults/magazine-issues.ts): the issues list, the owner's signed
 * download link, and the finished-order lookup after an issue was bought through the cart (purchase,
 * spec 7.11). None of the calls has a timeout setting: the platform's ends a hang.
 */

const [, ben] = DEMO_USERS;
const CURRENT = LABELS.issue('24/2026');
const DOWNLOAD = `${LABELS.download}: ${LABELS.issue('23/2026')}`;

type Demo = ReturnType<typeof kioskOnDemoHost>;
interface Cell extends Demo {
  element?: HTMLElement;
  toggle: HTMLElement;
  assign: MockInstance<Location['assign']>;
  warnings: MockInstance<Console['warn']>;
  purchases: AnalyticsEvent[];
  cart?: CartController;
  /** The last page view's widget, unmounted as the page is left. */
  leave?: () => void;
}

async function magazinePage(token?: string): Promise<Cell> {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // The failures are said on the console (spec 8); the cells look at the page, and count the warnings.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  if (token) writeCookie(TOKEN_COOKIE, token, { path: '/' });
  const demo = kioskOnDemoHost();
  if (token) await demo.kiosk.session.revalidate();
  // A download is a navigation to the signed link: recorded, not made.
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
  return { ...demo, assign, warnings, toggle: await mountThemeToggle(demo), purchases: [] };
}

/** A page view of the magazine page: its own bus, page cart and purchase watch, as the cart widget has. */
async function pageView(cell: Cell) {
  cell.leave?.();
  cell.element?.remove();
  dropPageShared('cart');
  resetLogMemory();
  const bus = createBus(document);
  bus.on('analytics-event', (event) => void (event.name == 'purchase' && cell.purchases.push(event)));
  const kiosk: Kiosk = { ...cell.kiosk, bus };
  cell.cart = pageCart(bus, cell.backend.storefront);
  watchPurchases(bus, cell.cart, `${cell.backend.origin}${STOREFRONT_ORDER_PATH}`);
  const element = document.createElement('div');
  document.body.append(element);
  cell.leave = (await mount(element, {}, kiosk)) as () => void;
  cell.element = element;
  await within(element).findByRole('heading', { name: CURRENT });
}

const view = (cell: Cell) => within(cell.element!);
const storedCartId = () => localStorage.getItem(CART_ID_KEY);

faultTable<Cell>([
  {
    action: 'issues list (magazine-issues, first load, retry)',
    call: ISSUES_LIST,
    setUp: () => magazinePage(),
    async act(cell) {
      // The reader opens the magazine page; once it is there, 'Erneut versuchen' if it offers it.
      if (!cell.element) {
        cell.element = (await cell.mountOn(mount, {})).element;
        return;
      }
      const retry = view(cell).queryByRole('button', { name: LABELS.retry });
      if (retry) fireEvent.click(retry);
    },
    async failed(cell) {
      await waitFor(() => expect(view(cell).getByRole('alert').textContent).toBe(LABELS.loadFailed));
      view(cell).getByRole('button', { name: LABELS.retry });
      await themeToggleAnswers(cell);
    },
    async succeeded(cell) {
      await view(cell).findByRole('heading', { name: CURRENT });
    },
  },
  {
    action: "download link (magazine-issues, 'Herunterladen' on the download page)",
    call: ISSUE_DOWNLOAD,
    async setUp() {
      const cell = await magazinePage(ben.token);
      // The magazine download page (demo-host/pages/hefte.ts).
      cell.element = (await cell.mountOn(mount, { download: true })).element;
      await view(cell).findByRole('button', { name: DOWNLOAD });
      return cell;
    },
    act: async (cell) => void fireEvent.click(view(cell).getByRole('button', { name: DOWNLOAD })),
    async failed(cell) {
      await waitFor(() =>
        expect(
          view(cell)
            .getAllByRole('alert')
            .map((alert) => alert.textContent)
            .filter(Boolean),
        ).toEqual([LABELS.downloadFailed]),
      );
      expect(view(cell).getByRole('button', { name: DOWNLOAD }).hasAttribute('disabled')).toBe(false);
      expect(cell.assign).not.toHaveBeenCalled();
      await themeToggleAnswers(cell);
    },
    async succeeded({ assign }, times) {
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(times));
      expect(String(assign.mock.lastCall![0])).toContain('/api/issues/file/ams-2026-23?expires=');
    },
  },
  {
    action: 'order lookup (an issue bought through the cart; back on the magazine page: purchase)',
    call: { method: 'GET', path: STOREFRONT_ORDER_PATH },
    async setUp() {
      const cell = await magazinePage();
      await pageView(cell);
      fireEvent.click(view(cell).getByRole('button', { name: `${LABELS.buy}: ${CURRENT}` }));
      await waitFor(() => expect(cell.cart!.store.getState().cart?.totalQuantity).toBe(1));
      // The reader pays on the shop's checkout ('Jetzt kaufen' there): the cart is an order now.
      const cartId = cell.cart!.store.getState().cart!.id;
      expect(cell.backend.carts.complete(parseCartId(cartId)!)).toBeTruthy();
      return cell;
    },
    // Back on the magazine page: its cart finds the stored one gone and asks for the finished order.
    act: pageView,
    async failed(cell) {
      // Nothing for the reader to act on: no purchase, one console line, and the gone cart's id back
      // where the cart keeps it, so the next page view asks again.
      await waitFor(() =>
        expect(
          cell.warnings.mock.calls.filter(([line]) => String(line).includes('finished order could not')),
        ).toHaveLength(1),
      );
      expect(storedCartId()).toMatch(/^gid:\/\/shopify\/Cart\//);
      expect(cell.purchases).toEqual([]);
      view(cell).getByRole('heading', { name: CURRENT });
      await themeToggleAnswers(cell);
    },
    async succeeded(cell) {
      // Once per order, however often the page is loaded again; the gone cart is let go.
      await waitFor(() => expect(cell.purchases).toHaveLength(1));
      expect(cell.purchases[0]!.props).toMatchObject({ transactionTotal: 6.9 });
      await waitFor(() => expect(storedCartId()).toBeNull());
    },
  },
]);
