import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE } from '../../../demo-host/api/vehicles/seed.ts';
import { vehicleApi } from '../../../features/vehicles/vehicle-api.ts';
import { createPlatformApi } from '../../../src/platform-api.ts';
import { CompareTable } from '../../../widgets/vehicle-compare/compare-table.tsx';
import { createCompareStore } from '../../../widgets/vehicle-compare/compare-store.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';

afterEach(cleanup);

const byId = (id: string) => CATALOGUE.find((vehicle) => vehicle.id == id)!;
const GOLFS = ['vw-golf-1-5-etsi-dsg', 'vw-golf-2-0-tdi-dsg', 'vw-golf-gti-dsg'].map(byId);

function controller() {
  const host = routeFetchToDemoHost();
  return createCompareStore({
    kind: 'car',
    calls: vehicleApi(createPlatformApi(host.apiHost, () => undefined)),
    timeoutMs: 5_000,
    navigate: vi.fn(),
    track: vi.fn(),
  });
}

describe('the technical data table (issue 16)', () => {
  it('is a real table: caption, a column header per vehicle, row headers, group headers', () => {
    render(<CompareTable controller={controller()} kind="car" vehicles={GOLFS} onRemoved={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Technische Daten im Vergleich' });
    const columns = within(table).getAllByRole('columnheader');
    expect(
      columns.filter((cell) => cell.getAttribute('scope') == 'col').map((cell) => cell.textContent),
    ).toEqual(GOLFS.map((golf) => `VW Golf ${golf.name}`));
    for (const group of [
      'Wertung',
      'Motor und Antrieb',
      'Fahrleistungen',
      'Verbrauch und Emissionen',
      'Preis',
    ])
      expect(within(table).getByRole('columnheader', { name: group }).getAttribute('scope')).toBe('colgroup');
    const price = within(table).getByRole('rowheader', { name: 'Grundpreis' });
    expect(price.getAttribute('scope')).toBe('row');
    expect(price.closest('tr')!.textContent).toBe('Grundpreis33.450 € ✓ (bester Wert)36.300 €45.530 €');
  });

  it('names each column by its vehicle alone and tells the two power rows apart (issue 23, names 4)', () => {
    render(<CompareTable controller={controller()} kind="car" vehicles={GOLFS} onRemoved={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Technische Daten im Vergleich' });
    for (const golf of GOLFS) {
      const name = `VW Golf ${golf.name}`;
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
      expect(within(table).getByRole('button', { name: `Entfernen: ${name}` })).toBeTruthy();
    }
    expect(within(table).queryByRole('rowheader', { name: 'Leistung' })).toBeNull();
    expect(within(table).getByRole('rowheader', { name: 'Leistung (kW)' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Leistung (PS)' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Hubraum' })).toBeTruthy();
  });

  it("'Nur Unterschiede' hides the rows whose values are all equal", () => {
    const compare = controller();
    const { rerender } = render(
      <CompareTable controller={compare} kind="car" vehicles={GOLFS} onRemoved={vi.fn()} />,
    );
    expect(screen.getByRole('rowheader', { name: 'Antrieb' })).toBeTruthy();
    compare.store.setState({ comparison: { ids: [], differencesOnly: true, search: null } });
    rerender(<CompareTable controller={compare} kind="car" vehicles={GOLFS} onRemoved={vi.fn()} />);
    expect(screen.queryByRole('rowheader', { name: 'Antrieb' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Grundpreis' })).toBeTruthy();
  });
});
