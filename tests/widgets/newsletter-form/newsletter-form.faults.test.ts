import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { FORM_MESSAGES } from '../../../features/forms/form-messages.ts';
import { mount } from '../../../widgets/newsletter-form/index.ts';
import { NEWSLETTER_LABELS } from '../../../widgets/newsletter-form/labels.ts';
import { meta } from '../../../widgets/newsletter-form/meta.ts';
// The interactive form's chunk, loaded with the file: the first cell's time is then the cell's own.
import '../../../widgets/newsletter-form/mount-form.tsx';
import { SUBSCRIBE_CALL, SUBSCRIBE_TIMEOUT_MS } from '../../../widgets/newsletter-form/newsletter-calls.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

/** The newsletter form's fault row (e2e/faults/newsletter-form.ts): the signup keeps the address. */

const EMAIL = 'stoerung-zelle@example.de';

type Demo = ReturnType<typeof kioskOnDemoHost>;

/** The page with the CMS's form, taken over as a reader reaching for it takes it over. */
async function open(demo: Demo) {
  const { element, unmount } = await demo.mountOn(mount, { ...meta.example.props }, meta.example.markup);
  fireEvent.focusIn(element.querySelector('input[name="email"]')!);
  await waitFor(() => expect(element.querySelector('form[novalidate]')).not.toBeNull());
  return { element, unmount };
}

faultTable([
  {
    action: 'newsletter signup (newsletter-form)',
    call: SUBSCRIBE_CALL,
    timeoutMs: SUBSCRIBE_TIMEOUT_MS,
    async setUp() {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      const demo = kioskOnDemoHost();
      return { ...demo, ...(await open(demo)) };
    },
    async act(cell) {
      // After a signup that worked, the next reader gets a fresh form (e2e: the page again).
      if (within(cell.element).queryByRole('status')) {
        cell.unmount();
        cell.element.remove();
        Object.assign(cell, await open(cell));
      }
      const form = within(cell.element);
      fireEvent.change(form.getByLabelText(NEWSLETTER_LABELS.email), { target: { value: EMAIL } });
      fireEvent.click(form.getByRole('button', { name: NEWSLETTER_LABELS.submit }));
    },
    async failed({ element }) {
      const form = within(element);
      await waitFor(() => expect(form.getByRole('alert').textContent).toBe(FORM_MESSAGES.failed));
      expect((form.getByLabelText(NEWSLETTER_LABELS.email) as HTMLInputElement).value).toBe(EMAIL);
      // Not left sending: the button offers the signup again.
      expect(
        form.getByRole('button', { name: NEWSLETTER_LABELS.submit }).getAttribute('aria-busy'),
      ).toBeNull();
    },
    async succeeded({ element }) {
      await waitFor(() =>
        expect(within(element).getByRole('status').textContent).toBe(NEWSLETTER_LABELS.confirm),
      );
    },
  },
]);
