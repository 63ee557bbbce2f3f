import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi, type MockInstance } from 'vitest';
import { SEED_ORDER } from '../../../demo-host/api/training-plans/seed.ts';
import { PAID_BOX_MESSAGES } from '../../../features/training-plans/enhance-paid-box.ts';
import { PLAN_ORDERS_KEY } from '../../../features/training-plans/plan-ownership.ts';
import { PLAN_DOWNLOAD, PLAN_ORDER } from '../../../features/training-plans/training-plans-calls.ts';
import { writeCookie } from '../../../src/cookies.ts';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { TOKEN_COOKIE } from '../../../src/session/token-cookie.ts';
import { mount } from '../../../widgets/paid-box/index.ts';
import { meta } from '../../../widgets/paid-box/meta.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { mountThemeToggle, themeToggleAnswers } from '../../support/theme-toggle.ts';

/**
 * The paid boxes' fault rows (e2e/faults/paid-box.ts): an owner's signed download link, and the
 * registration of a finished order (bought without login) with the platform, which turns 'Jetzt
 * kaufen' into 'Herunterladen'. Both calls have no timeout setting: the platform's ends a hang.
 */

/** The plan Ben owns (demo-host/api/training-plans/seed.ts), and the one the seed order bought. */
const OWNED = {
  plan: 'halbmarathon-unter-2-00-h-4-tage',
  merchandiseId: 'gid://shopify/ProductVariant/4930000000023',
};
const [BOUGHT] = SEED_ORDER.plans;
/** The box of the bought plan: the widget's example (its markup is that plan's box). */
const BOUGHT_BOX = { plan: BOUGHT, merchandiseId: 'gid://shopify/ProductVariant/4930000000014' };
const boxMarkup = (plan: string) => meta.example.markup.replaceAll(BOUGHT, plan);

type Demo = ReturnType<typeof kioskOnDemoHost>;
type Cell = Demo & {
  box?: HTMLElement;
  toggle: HTMLElement;
  /** Where the page went: the signed download links the box followed. */
  assign: MockInstance<Location['assign']>;
};

async function articlePage(token?: string): Promise<Cell> {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // The failure is said on the console (spec 8); the cells look at the box instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  if (token) writeCookie(TOKEN_COOKIE, token, { path: '/' });
  const demo = kioskOnDemoHost({}, { origin: location.origin });
  if (token) await demo.kiosk.session.revalidate();
  // The download is a navigation to the signed link: recorded, not made.
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
  return { ...demo, assign, toggle: await mountThemeToggle(demo) };
}

/** The box of `plan` on the article, as a page view mounts it; the last page view's box goes first. */
async function openBox(cell: Cell, props: { plan: string; merchandiseId: string }) {
  cell.box?.remove();
  // A page view of its own: the page's ownership store is read anew (from storage and the server).
  dropPageShared('planOwnership');
  const { element } = await cell.mountOn(mount, props, boxMarkup(props.plan));
  cell.box = element;
}

const download = (box: HTMLElement) => within(box).getByRole('button', { name: /^Herunterladen/ });

faultTable<Cell>([
  {
    action: "download link (paid-box, an owner's 'Herunterladen')",
    call: PLAN_DOWNLOAD,
    async setUp() {
      const cell = await articlePage('demo-ben-plus');
      await openBox(cell, OWNED);
      await within(cell.box!).findByRole('button', { name: /^Herunterladen/ });
      return cell;
    },
    act: async ({ box }) => void fireEvent.click(download(box!)),
    async failed(cell) {
      const box = cell.box!;
      await waitFor(() =>
        expect(within(box).getByRole('status').textContent).toBe(PAID_BOX_MESSAGES.downloadFailed),
      );
      expect(download(box).hasAttribute('disabled')).toBe(false);
      expect(cell.assign).not.toHaveBeenCalled();
      await themeToggleAnswers(cell);
    },
    async succeeded({ assign }, times) {
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(times));
      expect(String(assign.mock.lastCall![0])).toContain(`/api/training-plans/file/${OWNED.plan}?expires=`);
    },
  },
  {
    action: 'order registration (paid-box, a plan bought without login; the next page view)',
    call: PLAN_ORDER,
    async setUp() {
      const cell = await articlePage();
      // The cart found this order finished; the platform has not confirmed it yet.
      localStorage.setItem(
        PLAN_ORDERS_KEY,
        JSON.stringify([{ cartToken: SEED_ORDER.cartToken, plans: null }]),
      );
      return cell;
    },
    // The next page view registers the order.
    act: (cell) => openBox(cell, BOUGHT_BOX),
    async failed(cell) {
      const box = cell.box!;
      // Nothing for the reader to act on: the plan is still for sale, and the order is asked again later.
      within(box).getByRole('link', { name: /^Jetzt kaufen/ });
      await waitFor(() => expect(localStorage.getItem(PLAN_ORDERS_KEY)).toContain('"plans":null'));
      expect(within(box).queryByRole('button', { name: /^Herunterladen/ })).toBeNull();
      await themeToggleAnswers(cell);
    },
    async succeeded({ box }) {
      await within(box!).findByRole('button', { name: /^Herunterladen/ });
      expect(localStorage.getItem(PLAN_ORDERS_KEY)).toContain(BOUGHT);
    },
  },
]);
