import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { CONTRACTS_CALL, CONTRACTS_TIMEOUT_MS } from '../../../features/subscriptions/contracts-call.ts';
import { mount } from '../../../widgets/my-subscriptions/index.ts';
import { meta } from '../../../widgets/my-subscriptions/meta.ts';
import { PURCHASES_TIMEOUT_MS } from '../../../widgets/my-subscriptions/purchases-calls.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

/**
 * The list's fault rows (e2e/faults/my-subscriptions.ts): without contracts, a German note and the
 * Kündigungsbutton; without purchases, the contracts stay and the PDF section says so in German.
 */

const NOW = new Date('2026-11-23T13:05:00Z');

type Cell = ReturnType<typeof kioskOnDemoHost> & { element: HTMLElement; button: HTMLElement };

/** The reader's account page, logged in with `token`: the button works once the widget has mounted. */
async function logIn(token: string): Promise<Cell> {
  // The failure is said on the console (spec 8); the cells look at the panel instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.cookie = `ape_token=${token}; path=/`;
  const demo = kioskOnDemoHost({}, { now: () => NOW });
  await demo.kiosk.session.revalidate();
  const { element } = await demo.mountOn(mount, { ...meta.example.props }, meta.example.markup);
  const button = within(element).getByRole('button', { name: 'Abos und Ausgaben' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  return { ...demo, element, button };
}

const panel = (element: HTMLElement) =>
  within(element).getByRole('region', { name: 'Meine Abos und Ausgaben' });

/** Opens the list afresh: a list that is open closes first, so the click opens it again. */
async function openList({ element, button }: Cell) {
  if (within(element).queryByRole('region')) fireEvent.click(button);
  fireEvent.click(button);
}

const cancelLink = (element: HTMLElement) =>
  within(panel(element)).getByRole('link', { name: 'Verträge hier kündigen' });

faultTable<Cell>([
  {
    action: "open 'Meine Abos und Ausgaben' (my-subscriptions)",
    call: CONTRACTS_CALL,
    timeoutMs: CONTRACTS_TIMEOUT_MS,
    setUp: () => logIn('demo-dirk-pur'),
    act: openList,
    async failed({ element }) {
      await waitFor(() =>
        expect(panel(element).textContent).toContain('Ihre Abos können gerade nicht angezeigt werden.'),
      );
      cancelLink(element);
    },
    async succeeded({ element }) {
      await waitFor(() => expect(panel(element).textContent).toContain('gekündigt zum 31.12.2026'));
    },
  },
  {
    action: "open 'Meine Abos und Ausgaben': purchased PDFs (my-subscriptions)",
    call: { method: 'GET', path: '/training-plans/purchases' },
    timeoutMs: PURCHASES_TIMEOUT_MS,
    // Ben owns two plans (demo-host/api/training-plans/seed.ts) and has a contract.
    setUp: () => logIn('demo-ben-plus'),
    act: openList,
    async failed({ element }) {
      await waitFor(() =>
        expect(panel(element).textContent).toContain(
          'Ihre gekauften PDFs können gerade nicht angezeigt werden.',
        ),
      );
      // The contracts stay, with the Kündigungsbutton.
      await waitFor(() => expect(panel(element).textContent).toContain('AMS-PLUS-100234'));
      cancelLink(element);
      expect(within(panel(element)).queryByRole('button', { name: /^Herunterladen/ })).toBeNull();
    },
    async succeeded({ element }) {
      await within(panel(element)).findByRole('button', { name: /^Herunterladen: Halbmarathon/ });
    },
  },
]);
