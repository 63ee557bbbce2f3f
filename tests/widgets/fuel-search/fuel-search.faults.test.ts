import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { SLOW_MS } from '../../../e2e/faults/support/route-fault.ts';
import {
  FUEL_HOURLY_AVERAGES,
  FUEL_PLACES,
  FUEL_STATION_DETAILS,
  FUEL_STATIONS,
} from '../../../features/fuel/fuel-calls.ts';
import { SETTINGS_KEY } from '../../../features/fuel/fuel-storage.ts';
import { forgetHourlyAverages } from '../../../features/fuel/hourly-averages.ts';
import { HOURS_FAILED, SEARCH_FAILED } from '../../../features/fuel/messages.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { mount } from '../../../widgets/fuel-search/index.tsx';
import { meta } from '../../../widgets/fuel-search/meta.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { writePageConfig } from '../../support/page-config.ts';

/**
 * The fuel search's fault rows (e2e/faults/fuel-search.ts, issue 15): the station search, the place
 * lookup of a typed city, the hourly price averages loaded with the page, and a station's hours.
 */

/** The fuel page's own timeout (`fuelSearch.timeoutMs`) as the e2e rows set it: a hang ends in seconds. */
const FUEL_TIMEOUT_MS = SLOW_MS + 2_000;

type Demo = ReturnType<typeof kioskOnDemoHost>;
type Cell = Demo & {
  page?: Awaited<ReturnType<Demo['mountOn']>>;
  /** The reader's settings as stored before anything failed. */
  stored?: string | null;
};

const view = ({ page }: Cell) => within(page!.element);
const placeField = (cell: Cell) =>
  view(cell).getByRole('combobox', { name: 'Ort oder PLZ' }) as HTMLInputElement;
const summary = ({ page }: Cell) => page!.element.querySelector('.kiosk-fuel-results__summary')?.textContent;
const chart = ({ page }: Cell) =>
  [...page!.element.querySelectorAll('figure')].find((figure) =>
    figure.textContent?.includes('Günstigste Tageszeit'),
  );
const compare = (cell: Cell) =>
  void fireEvent.click(view(cell).getAllByRole('button', { name: 'Spritpreise vergleichen' })[0]!);

/** A page view of /tanken/ (the fuel-price project) with a short fuel-search timeout in its `#kiosk-config`. */
async function openFuelPage(cell: Cell) {
  cell.page?.unmount();
  cell.page?.element.remove();
  // A new page: the averages' page cache and the once-a-page log lines start again.
  forgetHourlyAverages();
  resetLogMemory();
  cell.page = await cell.mountOn(mount, {}, meta.example.markup);
}

async function fuelPage(): Promise<Cell> {
  writePageConfig({
    fuelSearch: { timeoutMs: FUEL_TIMEOUT_MS, slowAfterMs: 1000 },
  });
  // Failures are said on the console too (spec 8); the cells look at the widget.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // Midday on the demo host: the stations are open and post their hours.
  const demo = kioskOnDemoHost({ project: 'mt' }, { now: () => new Date('2026-11-23T11:00:00Z') });
  const cell: Cell = { ...demo };
  await openFuelPage(cell);
  return cell;
}

/** A reader who typed a place: the settings are stored before anything fails. */
async function typedPlace(text: string) {
  const cell = await fuelPage();
  fireEvent.change(placeField(cell), { target: { value: text } });
  await waitFor(() => expect(localStorage.getItem(SETTINGS_KEY)).toContain(text));
  cell.stored = localStorage.getItem(SETTINGS_KEY);
  return cell;
}

/** The failure, where the reader acted: the German message with its retry; the settings kept; the form answers. */
async function searchFailed(cell: Cell) {
  const alert = await waitFor(() => {
    const found = view(cell)
      .getAllByRole('alert')
      .find((candidate) => candidate.textContent?.includes(SEARCH_FAILED));
    return found ?? Promise.reject(new Error(`no alert '${SEARCH_FAILED}'`));
  });
  within(alert).getByRole('button', { name: 'Erneut versuchen' });
  expect(localStorage.getItem(SETTINGS_KEY)).toBe(cell.stored);
  expect(placeField(cell).disabled || placeField(cell).readOnly).toBe(false);
  expect((view(cell).getByRole('button', { name: 'Standort ermitteln' }) as HTMLButtonElement).disabled).toBe(
    false,
  );
}

async function searchWorked(cell: Cell, place: string) {
  await waitFor(() => expect(summary(cell)).toContain(place));
  expect(
    view(cell)
      .queryAllByRole('alert')
      .some((alert) => alert.textContent?.includes(SEARCH_FAILED)),
  ).toBe(false);
}

/**
 * The first listed station that posts hours, after a search by distance (at night the cheapest open
 * stations are all open around the clock, and they have no hours to open).
 */
const hoursOfFirst = ({ page }: Cell) =>
  page!.element.querySelector<HTMLDetailsElement>('.kiosk-fuel-station__hours')!;

/** Opens or closes the row's hours as Enter on its summary does (the summary keeps the focus). */
function toggleHours(cell: Cell, open: boolean) {
  const hours = hoursOfFirst(cell);
  hours.querySelector('summary')!.focus();
  hours.open = open;
  fireEvent(hours, new Event('toggle'));
}

faultTable<Cell>([
  {
    action: 'fuel station search (fuel-search compare)',
    call: FUEL_STATIONS,
    timeoutMs: FUEL_TIMEOUT_MS,
    setUp: () => typedPlace('10178'),
    act: async (cell) => compare(cell),
    failed: searchFailed,
    succeeded: (cell) => searchWorked(cell, 'um 10178 Berlin'),
  },
  {
    action: 'place lookup (fuel-search, typed city)',
    call: FUEL_PLACES,
    timeoutMs: FUEL_TIMEOUT_MS,
    setUp: () => typedPlace('Hannover'),
    act: async (cell) => compare(cell),
    failed: searchFailed,
    succeeded: (cell) => searchWorked(cell, 'um 30159 Hannover'),
  },
  {
    action: 'hourly price averages (fuel-search, on load)',
    call: FUEL_HOURLY_AVERAGES,
    timeoutMs: FUEL_TIMEOUT_MS,
    setUp: fuelPage,
    // The reader did not act: the averages load with the page (a reload); spec 8 has them logged only.
    act: openFuelPage,
    async failed(cell) {
      // A moment to take the answer in, then no chart may follow (spec 8: logged only).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(chart(cell)).toBeUndefined();
      // The search itself still works.
      fireEvent.change(placeField(cell), { target: { value: '90402' } });
      compare(cell);
      await searchWorked(cell, 'um 90402 Nürnberg');
    },
    async succeeded(cell) {
      await waitFor(() =>
        expect(chart(cell)?.querySelector('figcaption')?.textContent).toContain('am günstigsten'),
      );
    },
  },
  {
    action: "station hours (fuel-search, opening a row's 'Öffnungszeiten')",
    call: FUEL_STATION_DETAILS,
    timeoutMs: FUEL_TIMEOUT_MS,
    async setUp() {
      const cell = await typedPlace('10178');
      compare(cell);
      await searchWorked(cell, 'um 10178 Berlin');
      fireEvent.click(view(cell).getByRole('radio', { name: 'Entfernung' }));
      return cell;
    },
    async act(cell) {
      // A row opened before (with its failure) is closed first.
      if (hoursOfFirst(cell).open) toggleHours(cell, false);
      toggleHours(cell, true);
    },
    async failed(cell) {
      // The failure in the opened row, with its retry; the list stays, focus stays on the row's summary.
      const hours = within(hoursOfFirst(cell));
      await waitFor(() => expect(hours.getByRole('alert').textContent).toContain(HOURS_FAILED));
      hours.getByRole('button', { name: 'Erneut versuchen' });
      expect(document.activeElement).toBe(hoursOfFirst(cell).querySelector('summary'));
      expect(summary(cell)).toContain('um 10178 Berlin');
    },
    async succeeded(cell) {
      const hours = within(hoursOfFirst(cell));
      await waitFor(() =>
        expect(hours.getAllByRole('listitem')[0]!.textContent).toMatch(/^.+: \d\d:\d\d–\d\d:\d\d Uhr$/),
      );
      expect(hours.queryByRole('alert')?.textContent ?? '').not.toContain(HOURS_FAILED);
    },
  },
]);
