import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { SLOW_MS } from '../../../e2e/faults/support/route-fault.ts';
import {
  CAMPING_AVAILABILITY,
  CAMPING_DETAIL,
  CAMPING_PLACES,
  CAMPING_SEARCH,
} from '../../../features/camping/camping-calls.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { mount } from '../../../widgets/camping-search/index.tsx';
import {
  AVAILABILITY_FAILED,
  DETAIL_FAILED,
  PLACE_FAILED,
  SEARCH_FAILED,
} from '../../../widgets/camping-search/messages.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { writePageConfig } from '../../support/page-config.ts';

/**
 * The camping search's fault rows (e2e/faults/camping-search.ts, issue 28): the place lookup, the pitch
 * search, and the pitch overlay's detail and availability. The map outline file stays in the browser
 * (a map asset).
 */

/** The camping page's own timeout (`campingSearch.timeoutMs`) as the e2e rows set it: a hang ends in seconds. */
const CAMPING_TIMEOUT_MS = SLOW_MS + 2_000;
const BUESUM = 'ort=B%C3%BCsum+%2825761%29&gebiet=8.6349,53.9988,9.0955,54.2686&nahe=54.1337,8.8652';
/** The demo host's clock, as the widget's own tests set it. */
const NOW = () => new Date('2026-11-27T10:00:00Z');

type Cell = ReturnType<typeof kioskOnDemoHost> & { element: HTMLElement };

const view = ({ element }: Cell) => within(element);
const count = ({ element }: Cell) => element.querySelector('.kiosk-camping-list__title')?.textContent;
const entries = ({ element }: Cell) => element.querySelectorAll('.kiosk-camping-entry');
const placeField = (cell: Cell) =>
  view(cell).getByRole('combobox', { name: 'Ort, Region oder PLZ' }) as HTMLInputElement;
const dialog = () => within(document.body).queryByRole('dialog');
const search = (cell: Cell) =>
  void fireEvent.click(view(cell).getByRole('button', { name: 'Stellplatz suchen' }));

/** /camping/ (the camping project) with a short timeout in its `#kiosk-config`, opened with `query`. */
async function openCamping(query = ''): Promise<Cell> {
  writePageConfig({
    campingSearch: {
      appName: 'Camping Kiosk',
      appUrl: 'https://apps.example.de/camping-kiosk',
      timeoutMs: CAMPING_TIMEOUT_MS,
      slowAfterMs: 1000,
    },
  });
  // Failures are said on the console too (spec 8); the cells look at the widget.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  resetLogMemory();
  history.replaceState(null, '', `/camping/${query}`);
  const demo = kioskOnDemoHost({ project: 'pr' }, { now: NOW });
  const cell = { ...demo, element: (await demo.mountOn(mount)).element };
  if (query.includes('gebiet')) await waitFor(() => expect(count(cell)).toMatch(/^\d+ Stellpl/));
  return cell;
}

/** The German message with 'Erneut versuchen'. */
async function expectRetry(text: string) {
  const alert = await waitFor(() => {
    const found = within(document.body)
      .getAllByRole('alert')
      .find((candidate) => candidate.textContent?.includes(text));
    return found ?? Promise.reject(new Error(`no alert '${text}'`));
  });
  within(alert).getByRole('button', { name: 'Erneut versuchen' });
}

/** Opens the first entry's overlay (closing one left open by the previous try: Escape, the dialog's cancel). */
async function openFirstEntry(cell: Cell) {
  const open = dialog();
  if (open) {
    open.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog()).toBeNull());
  }
  fireEvent.click(within(entries(cell)[0] as HTMLElement).getByRole('link'));
  await waitFor(() => expect(dialog()).not.toBeNull());
}

faultTable<Cell>([
  {
    action: 'place lookup (camping-search, typed place)',
    call: CAMPING_PLACES,
    timeoutMs: CAMPING_TIMEOUT_MS,
    async setUp() {
      const cell = await openCamping();
      fireEvent.change(placeField(cell), { target: { value: 'Büsum' } });
      return cell;
    },
    act: async (cell) => search(cell),
    async failed(cell) {
      await expectRetry(PLACE_FAILED);
      expect(placeField(cell).value).toBe('Büsum');
    },
    async succeeded(cell) {
      await waitFor(() => expect(count(cell)).toMatch(/^\d+ Stellpl/));
      expect(location.search).toMatch(/ort=B%C3%BCsum/);
    },
  },
  {
    action: 'pitch search (camping-search, same place again)',
    call: CAMPING_SEARCH,
    timeoutMs: CAMPING_TIMEOUT_MS,
    setUp: () => openCamping(`?${BUESUM}&ausstattung=hunde`),
    act: async (cell) => search(cell),
    async failed(cell) {
      await expectRetry(SEARCH_FAILED);
      // The last good results, the query and the filters stay.
      expect(entries(cell)).toHaveLength(20);
      view(cell).getByRole('button', { name: 'Filter „Hunde erlaubt“ entfernen' });
      expect(location.search).toMatch(/ausstattung=hunde/);
    },
    async succeeded(cell) {
      await waitFor(() =>
        expect(
          within(document.body)
            .queryAllByRole('alert')
            .some((alert) => alert.textContent?.includes(SEARCH_FAILED)),
        ).toBe(false),
      );
      expect(count(cell)).toMatch(/^\d+ Stellpl/);
      expect(entries(cell)).toHaveLength(20);
    },
  },
  {
    action: 'pitch detail (camping-search overlay)',
    call: CAMPING_DETAIL,
    timeoutMs: CAMPING_TIMEOUT_MS,
    setUp: () => openCamping(`?${BUESUM}`),
    act: openFirstEntry,
    async failed() {
      await expectRetry(DETAIL_FAILED);
      expect(location.hash).toMatch(/^#stellplatz-/);
    },
    async succeeded() {
      await waitFor(() => within(dialog()!).getByRole('link', { name: 'Jetzt buchen' }));
    },
  },
  {
    action: 'availability and price (camping-search overlay with dates)',
    call: CAMPING_AVAILABILITY,
    timeoutMs: CAMPING_TIMEOUT_MS,
    setUp: () => openCamping(`?${BUESUM}&anreise=2027-06-10&abreise=2027-06-13`),
    act: openFirstEntry,
    async failed() {
      await expectRetry(AVAILABILITY_FAILED);
      // The rest of the overlay stays.
      within(dialog()!).getByRole('link', { name: 'Jetzt buchen' });
    },
    async succeeded() {
      await waitFor(() => expect(dialog()!.textContent).toMatch(/3 Nächte, 2 Personen: \d+ €/));
    },
  },
]);
