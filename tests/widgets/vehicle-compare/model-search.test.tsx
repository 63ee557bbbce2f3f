import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTree, CATALOGUE } from '../../../demo-host/api/vehicles/seed.ts';
import { vehicleApi } from '../../../features/vehicles/vehicle-api.ts';
import { createPlatformApi } from '../../../src/platform-api.ts';
import { createCompareStore } from '../../../widgets/vehicle-compare/compare-store.ts';
import { VEHICLE_LABELS } from '../../../widgets/vehicle-compare/vehicle-labels.ts';
import { VehiclePicker } from '../../../widgets/vehicle-compare/vehicle-picker.tsx';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';

afterEach(cleanup);

/** The picker over the demo host's car tree, as loaded. */
function renderPicker() {
  const host = routeFetchToDemoHost();
  const controller = createCompareStore({
    kind: 'car',
    calls: vehicleApi(createPlatformApi(host.apiHost, () => undefined)),
    timeoutMs: 5_000,
    navigate: vi.fn(),
    track: vi.fn(),
  });
  controller.store.setState({ tree: { status: 'ready', brands: buildTree(CATALOGUE, 'car') } });
  const onAdd = vi.fn();
  render(<VehiclePicker controller={controller} labels={VEHICLE_LABELS.default} onAdd={onAdd} />);
  return onAdd;
}

const selected = (name: string) => {
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name });
  return select.selectedOptions[0]?.textContent;
};

describe("'Modell suchen' in the comparison's picker (issue 23)", () => {
  it('keyboard alone: typed words list matches across brands; Enter on one fills brand, series and version', () => {
    const onAdd = renderPicker();
    const search = screen.getByRole('combobox', { name: 'Modell suchen' });
    fireEvent.change(search, { target: { value: 'tdi dsg' } });
    expect(search.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(screen.getByRole('listbox', { name: 'Modelle' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Skoda Octavia Combi 2.0 TDI DSG', 'VW Golf 2.0 TDI DSG', 'VW Passat Variant 2.0 TDI DSG']);
    expect(screen.getByRole('status').textContent).toBe('3 Modelle gefunden. Mit den Pfeiltasten auswählen.');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const active = search.getAttribute('aria-activedescendant')!;
    expect(document.getElementById(active)?.textContent).toBe('VW Golf 2.0 TDI DSG');
    act(() => void fireEvent.keyDown(search, { key: 'Enter' }));
    expect(search.getAttribute('aria-expanded')).toBe('false');
    expect((search as HTMLInputElement).value).toBe('VW Golf 2.0 TDI DSG');
    expect([selected('Marke'), selected('Baureihe'), selected('Version')]).toEqual([
      'VW',
      'Golf',
      '2.0 TDI DSG',
    ]);
    // Choosing adds nothing by itself; 'Hinzufügen' does, as after picking in the selects.
    expect(onAdd).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    expect(onAdd).toHaveBeenCalledWith('vw-golf-2-0-tdi-dsg');
  });

  it('says when nothing fits; Escape closes the list, then empties the field', () => {
    renderPicker();
    const search = screen.getByRole<HTMLInputElement>('combobox', { name: 'Modell suchen' });
    fireEvent.change(search, { target: { value: 'zebra' } });
    expect(screen.getByRole('status').textContent).toBe('Kein passendes Modell gefunden.');
    fireEvent.change(search, { target: { value: 'golf' } });
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(search.getAttribute('aria-expanded')).toBe('false');
    expect(search.value).toBe('golf');
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(search.value).toBe('');
  });
});
