import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { DEMO_STORE } from '../../../demo-host/api/store-price/seed.ts';
import { STORE_PRICE } from '../../../features/store-price/store-price-calls.ts';
import { SLOW_MS } from '../../../e2e/faults/support/route-fault.ts';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { LOOKUP_DELAY_MS } from '../../../widgets/store-price/decorate-links.ts';
import { mount } from '../../../widgets/store-price/index.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { writePageConfig } from '../../support/page-config.ts';

/** The store price's fault row (e2e/faults/store-price.ts): the prices asked for the first screen's links. */

/** `storePrice.timeoutMs` as the e2e row's page sets it: longer than SLOW_MS, so a slow answer arrives. */
const STORE_PRICE_TIMEOUT_MS = SLOW_MS + 2_000;
/** The lead of the demo's Kaufberatung (demo-host/pages/kaufberatung.html), with the first store links. */
const LEAD =
  '<p>Eine gute <a href="https://kauf.link/dashcam4k" rel="sponsored">Dashcam mit 4K-Auflösung</a> ' +
  'und eine stabile <a href="https://www.kaufhaus.example/dp/B0DACHBOX" rel="sponsored">' +
  'Dachbox mit 420 Litern</a> ' +
  'gehören für viele Familien zur Grundausstattung.</p>';

const dashcam = (element: HTMLElement) => element.querySelector<HTMLAnchorElement>('a[href$="dashcam4k"]')!;

faultTable([
  {
    action: 'store price lookup (store-price, links on the first screen)',
    call: STORE_PRICE,
    timeoutMs: STORE_PRICE_TIMEOUT_MS,
    async setUp() {
      const demo = kioskOnDemoHost();
      writePageConfig({
        storePrice: {
          apiBase: `${demo.backend.apiHost}/store-price`,
          ...DEMO_STORE,
          timeoutMs: STORE_PRICE_TIMEOUT_MS,
        },
      });
      // happy-dom has no layout: the test says when a link is fully on screen, as a viewport would.
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      return { ...demo, errors, page: { element: document.createElement('div'), unmount: () => {} } };
    },
    async act(cell) {
      // The reader opens the article (again): a new page, its own lookup and log, the tab's price cache.
      cell.page.unmount();
      cell.page.element.remove();
      dropPageShared('storePriceLookup');
      FakeIntersectionObserver.reset();
      resetLogMemory();
      cell.page = await cell.mountOn(mount, {}, LEAD);
      // The reader does not act: reading the first screen for 1.5 s is what asks for the prices.
      for (const link of cell.page.element.querySelectorAll('a')) FakeIntersectionObserver.reveal(link);
      await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS);
    },
    async failed({ page: { element }, errors }) {
      // spec 8: logged only; the link stays as the CMS wrote it, and the widget goes on.
      await waitFor(() => expect(dashcam(element).getAttribute('data-kiosk-price')).toBe('none'));
      expect(dashcam(element).textContent).toBe('Dashcam mit 4K-Auflösung');
      expect(errors).toHaveBeenCalledWith(
        expect.stringContaining('[kiosk:store-price] price lookup failed'),
        'https://kauf.link/dashcam4k',
      );
      // A link the page adds later is still watched.
      element.insertAdjacentHTML('beforeend', '<p><a href="https://kauf.link/warnweste">Warnweste</a></p>');
      const later = element.querySelector('a[href$="warnweste"]')!;
      await waitFor(() =>
        expect(FakeIntersectionObserver.instances.some((observer) => observer.observed.has(later))).toBe(
          true,
        ),
      );
    },
    async succeeded({ page: { element } }) {
      await waitFor(() => expect(dashcam(element).textContent).toBe('Dashcam mit 4K-Auflösung (ab 89,99 €)'));
      expect(dashcam(element).getAttribute('data-kiosk-price')).toBe('done');
    },
  },
]);
