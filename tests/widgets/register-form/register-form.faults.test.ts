import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { FORM_MESSAGES } from '../../../features/forms/form-messages.ts';
import { mount } from '../../../widgets/register-form/index.ts';
import { almostDone, REGISTER_LABELS } from '../../../widgets/register-form/labels.ts';
import { meta } from '../../../widgets/register-form/meta.ts';
// The interactive form's chunk, loaded with the file: the first cell's time is then the cell's own.
import '../../../widgets/register-form/mount-form.tsx';
import { REGISTER_CALL, REGISTER_TIMEOUT_MS } from '../../../widgets/register-form/register-calls.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { faultTable } from '../../support/fault-table.ts';
import { field, type } from '../../support/form-field.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

/** The registration form's fault row (e2e/faults/register-form.ts): every input kept, password included. */

const PASSWORD = 'Zugspitze-im-Nebel';

type Demo = ReturnType<typeof kioskOnDemoHost>;
type Cell = Demo & { element: HTMLElement; unmount: () => void; email: string };

let fresh = 0;
/** An address of its own for each registration, as e2e's `freshEmail`: never an account already there. */
const freshEmail = () => `stoerung-${++fresh}@example.de`;

/** The page with the CMS's form, taken over as a reader reaching for it takes it over. */
async function open(demo: Demo) {
  const { element, unmount } = await demo.mountOn(mount, {}, meta.example.markup);
  fireEvent.focusIn(element.querySelector('input[name="email"]')!);
  // The first cell imports the interactive form's modules: give it time.
  await waitFor(() => expect(element.querySelector('form[novalidate]')).not.toBeNull(), { timeout: 5_000 });
  return { element, unmount, email: freshEmail() };
}

faultTable<Cell>([
  {
    action: 'register (register-form)',
    call: REGISTER_CALL,
    timeoutMs: REGISTER_TIMEOUT_MS,
    async setUp() {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      const demo = kioskOnDemoHost();
      return { ...demo, ...(await open(demo)) };
    },
    async act(cell) {
      // After a registration that worked, the next reader gets a fresh form and an address of their own.
      if (within(cell.element).queryByText(/^Fast geschafft!/)) {
        cell.unmount();
        cell.element.remove();
        Object.assign(cell, await open(cell));
      }
      const { element, email } = cell;
      await type(element, REGISTER_LABELS.email, email);
      await type(element, REGISTER_LABELS.password, PASSWORD);
      await type(element, REGISTER_LABELS.displayName, `Zelle ${email.slice(9, 17)}`);
      const terms = field(element, REGISTER_LABELS.terms);
      if (!terms.checked) fireEvent.click(terms);
      await waitFor(() => expect(field(element, REGISTER_LABELS.terms).checked).toBe(true));
      fireEvent.click(within(element).getByRole('button', { name: REGISTER_LABELS.submit }));
    },
    async failed({ element, email }) {
      await waitFor(() => expect(within(element).getByText(FORM_MESSAGES.failed)).toBeTruthy());
      expect(field(element, REGISTER_LABELS.email).value).toBe(email);
      expect(field(element, REGISTER_LABELS.password).value).toBe(PASSWORD);
      expect(field(element, REGISTER_LABELS.terms).checked).toBe(true);
    },
    async succeeded({ element, email }) {
      await waitFor(() => expect(within(element).getByText(almostDone(email))).toBeTruthy());
    },
  },
]);
