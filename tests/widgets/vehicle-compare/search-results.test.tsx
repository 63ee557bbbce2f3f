import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE } from '../../../demo-host/api/vehicles/seed.ts';
import { vehicleApi } from '../../../features/vehicles/vehicle-api.ts';
import { createPlatformApi } from '../../../src/platform-api.ts';
import { createCompareStore } from '../../../widgets/vehicle-compare/compare-store.ts';
import { SearchResults } from '../../../widgets/vehicle-compare/search-results.tsx';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';

afterEach(cleanup);

const DIESELS = CATALOGUE.filter((vehicle) => vehicle.kind == 'car' && vehicle.values.fuel == 'Diesel').slice(
  0,
  3,
);
const OTHER = CATALOGUE.find((vehicle) => vehicle.kind == 'car' && vehicle.values.fuel == 'Benzin')!;

/** 'Suchergebnisse' with three diesels found, and the reader's own comparison of `compared`. */
function renderResults(compared: string[]) {
  const host = routeFetchToDemoHost();
  const controller = createCompareStore({
    kind: 'car',
    calls: vehicleApi(createPlatformApi(host.apiHost, () => undefined)),
    timeoutMs: 5_000,
    navigate: vi.fn(),
    track: vi.fn(),
  });
  controller.store.setState({
    comparison: { ids: compared, differencesOnly: false, search: null },
    results: { status: 'ready', count: DIESELS.length, versions: [...DIESELS] },
  });
  render(<SearchResults controller={controller} kind="car" />);
  return controller;
}

const nameOf = (vehicle: (typeof CATALOGUE)[number]) => `${vehicle.brand} ${vehicle.series} ${vehicle.name}`;

describe('search results (issue 23)', () => {
  it("'Alle Fahrzeuge vergleichen' says beforehand that it replaces the reader's own vehicles", () => {
    renderResults([OTHER.id]);
    const button = screen.getByRole('button', { name: 'Alle Fahrzeuge vergleichen' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Ersetzt ein Fahrzeug Ihres Vergleichs, das nicht unter den Treffern ist.',
    );
  });

  it('says nothing when the comparison is empty or holds only matches', () => {
    renderResults([DIESELS[0]!.id]);
    expect(screen.queryByText(/^Ersetzt/)).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Alle Fahrzeuge vergleichen' }).hasAttribute('aria-describedby'),
    ).toBe(false);
  });

  it("'Vergleichen' turns into 'Im Vergleich' and keeps focus, not dropping it to <body>; a second press adds nothing", async () => {
    const controller = renderResults([]);
    const first = screen.getByRole('button', { name: `Vergleichen: ${nameOf(DIESELS[0]!)}` });
    first.focus();
    await act(async () => fireEvent.click(first));
    expect(screen.getByRole('button', { name: `Im Vergleich: ${nameOf(DIESELS[0]!)}` })).toBe(first);
    expect(first.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(first);
    await act(async () => fireEvent.click(first));
    expect(controller.store.getState().comparison.ids).toEqual([DIESELS[0]!.id]);
  });
});
