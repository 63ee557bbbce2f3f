import { waitFor, within } from '@testing-library/react';
import { expect, vi, type MockInstance } from 'vitest';
import { resetLogMemory } from '../../../src/log.ts';
import { publishSubscription } from '../../../src/session/subscription-state.ts';
import { mount } from '../../../widgets/subscription-offers/index.ts';
import { meta } from '../../../widgets/subscription-offers/meta.ts';
import { OFFERS_TIMEOUT_MS } from '../../../widgets/subscription-offers/offer.ts';
import { OFFERS_CALL } from '../../../widgets/subscription-offers/offers-contract.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

/** The landing page's fault row (e2e/faults/subscription-offers.ts): without offers, the shop link stays. */

type Mounted = Awaited<ReturnType<ReturnType<typeof kioskOnDemoHost>['mountOn']>>;
type Cell = ReturnType<typeof kioskOnDemoHost> & {
  page?: Mounted;
  errors: MockInstance<Console['error']>;
};

const cards = (element: HTMLElement) => element.querySelectorAll('.kiosk-offers__card');

faultTable<Cell>([
  {
    action: 'load the offers (subscription-offers)',
    call: OFFERS_CALL,
    timeoutMs: OFFERS_TIMEOUT_MS,
    async setUp() {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      // The widget says on the console when it gives up (spec 8): the cell waits for that line.
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const demo = kioskOnDemoHost();
      // The runtime publishes the reader's subscription from the session (src/runtime.ts).
      publishSubscription(demo.kiosk.bus);
      return { ...demo, errors };
    },
    async act(cell) {
      // The reader opens the landing page (again, once the failure is past: a new page view).
      if (cell.page) {
        cell.page.unmount();
        cell.page.element.remove();
      }
      resetLogMemory();
      cell.page = await cell.mountOn(mount, { ...meta.example.props }, meta.example.markup);
    },
    async failed({ page, errors }) {
      const { element } = page!;
      await waitFor(() =>
        expect(errors).toHaveBeenCalledWith(
          expect.stringContaining('[kiosk:subscription-offers] offers failed'),
        ),
      );
      // The server's link to the shop's offers stays, and no card over nothing.
      within(element).getByRole('link', { name: 'Zu den Abo-Angeboten' });
      expect(cards(element)).toHaveLength(0);
    },
    async succeeded({ page }) {
      await waitFor(() => expect(cards(page!.element)).toHaveLength(1));
    },
  },
]);
