import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { SLOW_MS } from '../../../e2e/faults/support/route-fault.ts';
import { VEHICLE_SEARCH, VEHICLE_VERSIONS } from '../../../features/vehicles/vehicle-calls.ts';
import { VEHICLES_FAILED } from '../../../features/vehicles/vehicle-messages.ts';
import { mount } from '../../../widgets/vehicle-compare/index.tsx';
import { COUNT_FAILED } from '../../../widgets/vehicle-compare/messages.ts';
import { meta } from '../../../widgets/vehicle-compare/meta.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { mountThemeToggle, themeToggleAnswers } from '../../support/theme-toggle.ts';
import { writePageConfig } from '../../support/page-config.ts';

/**
 * The vehicle comparison's fault rows (e2e/faults/vehicle-compare.ts): technical data for a version
 * the reader adds, and the result count of 'Suche anpassen'.
 */

/** `vehicles.timeoutMs` as the e2e rows set it: a hang ends in seconds; a slow answer still arrives. */
const VEHICLES_TIMEOUT_MS = SLOW_MS + 2_000;

const NEXT_VEHICLES = [
  ['VW', 'Golf', 'GTI DSG'],
  ['Tesla', 'Model 3', 'Hinterradantrieb'],
  ['Skoda', 'Enyaq', '85'],
] as const;

type Cell = ReturnType<typeof kioskOnDemoHost> & { toggle: HTMLElement; element: HTMLElement };

const view = ({ element }: Cell) => within(element);
/** The comparison's versions, as the page's URL holds them (issue 16). */
const comparedIds = () =>
  (new URL(location.href).searchParams.get('v') ?? '').split(',').filter((id) => id != '');
const vehicleCount = (cell: Cell) =>
  within(view(cell).getByRole('form', { name: 'Suche anpassen' })).getByRole('status');

/** The comparison page with `vehicles.timeoutMs` set short through its config, the tree loaded. */
async function openVehicleComparison(): Promise<Cell> {
  writePageConfig({
    vehicles: { timeoutMs: VEHICLES_TIMEOUT_MS },
  });
  // A failure is said on the console too (spec 8); the cell looks at the widget.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  history.replaceState(null, '', '/auto/vergleich/');
  const demo = kioskOnDemoHost();
  const toggle = await mountThemeToggle(demo);
  const { element } = await demo.mountOn(mount, { ...meta.example.props }, meta.example.markup);
  const cell = { ...demo, toggle, element };
  await waitFor(() => expect((view(cell).getByLabelText('Marke') as HTMLSelectElement).disabled).toBe(false));
  return cell;
}

/** Chooses the option named `name` in the select labelled `label`, once it offers it. */
async function choose(cell: Cell, label: string, name: string) {
  const select = await waitFor(() => {
    const found = view(cell).getByLabelText(label) as HTMLSelectElement;
    expect(found.disabled).toBe(false);
    return found;
  });
  const option = [...select.options].find((candidate) => candidate.textContent == name);
  fireEvent.change(select, { target: { value: option!.value } });
}

/** The German message where the reader acted, with 'Erneut versuchen'; the page still answers. */
async function vehicleNoticeShows(cell: Cell, message: string) {
  const notice = await waitFor(() => {
    const found = view(cell)
      .getAllByRole('alert')
      .find((alert) => alert.textContent?.includes(message));
    return found ?? Promise.reject(new Error(`no alert '${message}'`));
  });
  within(notice).getByRole('button', { name: 'Erneut versuchen' });
  await themeToggleAnswers(cell);
}

faultTable<Cell>([
  {
    action: 'technical data (vehicle-compare, add a version)',
    call: VEHICLE_VERSIONS,
    timeoutMs: VEHICLES_TIMEOUT_MS,
    setUp: openVehicleComparison,
    async act(cell) {
      // The next vehicle through the brand tree, and 'Hinzufügen'.
      const [brand, series, version] = NEXT_VEHICLES[comparedIds().length]!;
      await choose(cell, 'Marke', brand);
      await choose(cell, 'Baureihe', series);
      await choose(cell, 'Version', version);
      fireEvent.click(view(cell).getByRole('button', { name: 'Hinzufügen' }));
    },
    async failed(cell) {
      await vehicleNoticeShows(cell, VEHICLES_FAILED);
      // Nothing is lost: the chosen vehicle stays in the URL, and the picker still works.
      expect(comparedIds()).toHaveLength(1);
      expect((view(cell).getByLabelText('Marke') as HTMLSelectElement).disabled).toBe(false);
    },
    async succeeded(cell) {
      await waitFor(() =>
        expect(cell.element.querySelectorAll('thead th[scope="col"]')).toHaveLength(comparedIds().length),
      );
      expect(comparedIds().length).toBeGreaterThan(0);
      expect(view(cell).queryByText(VEHICLES_FAILED)).toBeNull();
    },
  },
  {
    action: "result count ('Suche anpassen', tick a criterion)",
    call: VEHICLE_SEARCH,
    timeoutMs: VEHICLES_TIMEOUT_MS,
    async setUp() {
      const cell = await openVehicleComparison();
      fireEvent.click(view(cell).getByRole('button', { name: 'Suche anpassen' }));
      await waitFor(() => expect(vehicleCount(cell).textContent).toMatch(/\d+ Fahrzeuge gefunden/));
      return cell;
    },
    async act(cell) {
      const fuel = within(view(cell).getByRole('group', { name: 'Antriebsart' }));
      for (const choice of ['Elektro', 'Diesel', 'Hybrid']) {
        const box = fuel.getByRole('checkbox', { name: choice }) as HTMLInputElement;
        if (box.checked) continue;
        fireEvent.click(box);
        return;
      }
    },
    async failed(cell) {
      await vehicleNoticeShows(cell, COUNT_FAILED);
      expect((view(cell).getByRole('checkbox', { name: 'Elektro' }) as HTMLInputElement).checked).toBe(true);
    },
    async succeeded(cell) {
      await waitFor(() => expect(vehicleCount(cell).textContent).toMatch(/^\d+ Fahrzeuge gefunden$/));
      expect(view(cell).queryByText(COUNT_FAILED)).toBeNull();
    },
  },
]);
