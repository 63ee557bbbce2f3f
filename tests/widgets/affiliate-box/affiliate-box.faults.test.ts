import { waitFor } from '@testing-library/react';
import { expect, vi, type MockInstance } from 'vitest';
import { DEMO_STORE } from '../../../demo-host/api/store-price/seed.ts';
import { SLOW_MS } from '../../../e2e/faults/support/route-fault.ts';
import { STORE_PRICE } from '../../../features/store-price/store-price-calls.ts';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { mount } from '../../../widgets/affiliate-box/index.ts';
import { affiliateBoxMarkup } from '../../../widgets/affiliate-box/resting-markup.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { mountThemeToggle, themeToggleAnswers } from '../../support/theme-toggle.ts';
import { writePageConfig } from '../../support/page-config.ts';

/**
 * The affiliate boxes' fault row (e2e/faults/affiliate-box.ts, issue 31): the live price of the first
 * box on the Dashcam-Ratgeber. The button asks through the same lookup (features/affiliate), so this
 * row is its too.
 */

/** `storePrice.timeoutMs` as the e2e row sets it; longer than SLOW_MS, so a slow answer still arrives. */
const TIMEOUT_MS = SLOW_MS + 2_000;
/** The first box of demo-host/pages/artikel-elemente.html, with the server's price. */
const BOX = { props: { price: '94,99' }, markup: affiliateBoxMarkup({ price: 'ab 94,99 €' }) };

type Demo = ReturnType<typeof kioskOnDemoHost>;
type Cell = Demo & {
  toggle: HTMLElement;
  errors: MockInstance<Console['error']>;
  page?: Awaited<ReturnType<Demo['mountOn']>>;
};

const price = ({ page }: Cell) => page!.element.querySelector('.kiosk-affiliate__price')!.textContent;

faultTable<Cell>([
  {
    action: 'live price of an affiliate box (affiliate-box, affiliate-button)',
    call: STORE_PRICE,
    timeoutMs: TIMEOUT_MS,
    async setUp() {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const demo = kioskOnDemoHost();
      // The article's `#kiosk-config` (demo-host/pages/artikel-elemente.ts) with the e2e row's timeout.
      writePageConfig({
        storePrice: { apiBase: `${demo.backend.apiHost}/store-price`, ...DEMO_STORE, timeoutMs: TIMEOUT_MS },
      });
      return { ...demo, errors, toggle: await mountThemeToggle(demo) };
    },
    async act(cell) {
      // The reader opens the article (again): a new page, its own lookup and log, the tab's price cache.
      cell.page?.unmount();
      cell.page?.element.remove();
      dropPageShared('storePriceLookup');
      FakeIntersectionObserver.reset();
      resetLogMemory();
      cell.errors.mockClear();
      cell.page = await cell.mountOn(mount, BOX.props, BOX.markup);
    },
    async failed(cell) {
      // Logged once; the box keeps the server's price, and the page goes on.
      await waitFor(() =>
        expect(cell.errors).toHaveBeenCalledWith(
          expect.stringContaining('[kiosk:affiliate-box] price lookup failed'),
          'https://kauf.link/dashcam4k',
        ),
      );
      expect(
        cell.errors.mock.calls.filter(([line]) => String(line).includes('price lookup failed')),
      ).toHaveLength(1);
      expect(price(cell)).toBe('ab 94,99 €');
      await themeToggleAnswers(cell);
    },
    async succeeded(cell) {
      await waitFor(() => expect(price(cell)).toBe('ab 89,99 €'));
    },
  },
]);
