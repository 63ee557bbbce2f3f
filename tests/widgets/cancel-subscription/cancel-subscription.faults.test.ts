import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { pages } from '../../../demo-host/pages/vertraege-kuendigen.ts';
import { CANCEL_CALL, CANCEL_TIMEOUT_MS } from '../../../widgets/cancel-subscription/cancel-calls.ts';
import { mount } from '../../../widgets/cancel-subscription/index.ts';
import { CANCEL_LABELS } from '../../../widgets/cancel-subscription/labels.ts';
import { meta } from '../../../widgets/cancel-subscription/meta.ts';
// The interactive form's chunk, loaded with the file: the first cell's time is then the cell's own.
import '../../../widgets/cancel-subscription/mount-form.tsx';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { faultTable } from '../../support/fault-table.ts';
import { field, type } from '../../support/form-field.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { writePageConfig } from '../../support/page-config.ts';

/**
 * The Kündigungsbutton's fault row (e2e/faults/cancel-subscription.ts): whatever the service does,
 * the reader's input stays and the way to cancel in text form is shown; after the service recovers,
 * the same submit cancels.
 */

const CONTRACT = 'Auto Motor Kiosk plus';
/** The demo's cancellation page (demo-host/pages/vertraege-kuendigen.ts) and its text-form addresses. */
const { config } = pages[0]!;
const { textFormEmail } = config!.cancelSubscription as { textFormEmail: string };

type Demo = ReturnType<typeof kioskOnDemoHost>;
type Cell = Demo & { element: HTMLElement; unmount: () => void; email: string };

let fresh = 0;

/** The cancellation page: the form is the page, so it is taken over at once. */
async function open(demo: Demo) {
  const { element, unmount } = await demo.mountOn(mount, {}, meta.example.markup);
  await waitFor(() => expect(element.querySelector('form[novalidate]')).not.toBeNull(), { timeout: 5_000 });
  return { element, unmount, email: `stoerung-${++fresh}@example.de` };
}

faultTable<Cell>([
  {
    action: "cancel a subscription ('jetzt kündigen', cancel-subscription)",
    call: CANCEL_CALL,
    timeoutMs: CANCEL_TIMEOUT_MS,
    async setUp() {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      writePageConfig(config!);
      const demo = kioskOnDemoHost();
      await demo.kiosk.session.revalidate();
      return { ...demo, ...(await open(demo)) };
    },
    async act(cell) {
      // After a cancellation that went through, the next one starts on a fresh page.
      if (within(cell.element).queryByRole('heading', { name: CANCEL_LABELS.done })) {
        cell.unmount();
        cell.element.remove();
        // A new page, on which the reader fills in the next cancellation.
        Object.assign(cell, await open(cell));
      }
      const { element, email } = cell;
      await type(element, CANCEL_LABELS.name, 'Stefan Störung');
      await type(element, CANCEL_LABELS.email, email);
      await type(element, CANCEL_LABELS.contract, CONTRACT);
      fireEvent.click(within(element).getByRole('button', { name: CANCEL_LABELS.submit }));
    },
    async failed({ element, email }) {
      const form = within(element);
      await waitFor(() => expect(form.getByText(CANCEL_LABELS.failed)).toBeTruthy());
      // The way to cancel in text form, with the page's own address.
      form.getByText(textFormEmail);
      expect(field(element, CANCEL_LABELS.email).value).toBe(email);
      expect(field(element, CANCEL_LABELS.contract).value).toBe(CONTRACT);
    },
    async succeeded({ element }) {
      await within(element).findByRole('heading', { name: CANCEL_LABELS.done });
    },
  },
]);
