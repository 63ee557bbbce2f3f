import { describe, expect, it, vi } from 'vitest';
import { CATALOGUE } from '../../../demo-host/api/vehicles/seed.ts';
import { EMPTY_COMPARISON, type ComparisonState } from '../../../features/vehicles/comparison-url.ts';
import { vehicleApi } from '../../../features/vehicles/vehicle-api.ts';
import { createPlatformApi } from '../../../src/platform-api.ts';
import { createCompareStore } from '../../../widgets/vehicle-compare/compare-store.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';
import { settle } from '../../support/settle.ts';

function setUp(kind: 'car' | 'motorcycle' = 'car') {
  const host = routeFetchToDemoHost();
  const navigate = vi.fn<(state: ComparisonState, replace?: boolean) => void>();
  const track = vi.fn();
  const controller = createCompareStore({
    kind,
    calls: vehicleApi(createPlatformApi(host.apiHost, () => undefined)),
    timeoutMs: 5_000,
    navigate,
    track,
    countDelayMs: 0,
  });
  return { host, controller, navigate, track, state: () => controller.store.getState() };
}

describe('the comparison store (issue 16)', () => {
  it('loads the tree, adds up to four vehicles with their data and records each change in the URL', async () => {
    const { controller, navigate, state } = setUp();
    await controller.loadTree();
    expect(state().tree.status).toBe('ready');
    for (const id of ['vw-golf-1-5-etsi-dsg', 'tesla-model-3-hinterradantrieb', 'bmw-3er-320i-limousine'])
      controller.add(id);
    await vi.waitFor(() => expect(state().vehiclesStatus).toBe('ready'));
    expect(Object.keys(state().vehicles)).toHaveLength(3);
    controller.add('skoda-enyaq-85');
    controller.add('kia-ev6-rwd-84-kwh');
    expect(state().comparison.ids).toHaveLength(4);
    controller.remove('vw-golf-1-5-etsi-dsg');
    expect(state().comparison.ids).toEqual([
      'tesla-model-3-hinterradantrieb',
      'bmw-3er-320i-limousine',
      'skoda-enyaq-85',
    ]);
    expect(navigate).toHaveBeenCalledTimes(5);
  });

  it('restores a link without a new history entry, and drops ids the catalogue does not know', async () => {
    const { controller, navigate, state } = setUp();
    controller.restore({ ...EMPTY_COMPARISON, ids: ['vw-golf-gti-dsg', 'trabant-601'] });
    await vi.waitFor(() => expect(state().vehiclesStatus).toBe('ready'));
    expect(state().comparison.ids).toEqual(['vw-golf-gti-dsg']);
    // The URL is corrected in place: back does not lead to the broken link.
    expect(navigate.mock.calls).toEqual([[{ ...EMPTY_COMPARISON, ids: ['vw-golf-gti-dsg'] }, true]]);
  });

  it('the motorcycle comparison shows no cars: a link with a car id drops it, with one console line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const car = CATALOGUE.find((vehicle) => vehicle.kind == 'car')!;
    const motorcycle = CATALOGUE.find((vehicle) => vehicle.kind == 'motorcycle')!;
    const { controller, navigate, state } = setUp('motorcycle');
    controller.restore({ ...EMPTY_COMPARISON, ids: [car.id, motorcycle.id] });
    await vi.waitFor(() => expect(state().vehiclesStatus).toBe('ready'));
    expect(state().comparison.ids).toEqual([motorcycle.id]);
    expect(Object.keys(state().vehicles)).toEqual([motorcycle.id]);
    expect(navigate.mock.calls).toEqual([[{ ...EMPTY_COMPARISON, ids: [motorcycle.id] }, true]]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('an answer to an older count never overwrites a newer one', async () => {
    const { host, controller, state } = setUp();
    const older = host.hold();
    controller.setCriterion('fuel', ['Elektro']);
    await older.answered;
    const newer = host.hold();
    controller.setCriterion('fuel', ['Diesel']);
    await newer.answered;
    await newer.release();
    await settle(0);
    const diesel = CATALOGUE.filter((vehicle) => vehicle.values.fuel == 'Diesel').length;
    expect(state().count).toEqual({ status: 'ready', value: diesel });
    await older.release();
    await settle(0);
    expect(state().count).toEqual({ status: 'ready', value: diesel });
  });

  it('a failed count shows as an error; a retry counts again', async () => {
    const { host, controller, state } = setUp();
    host.vehicles.setMode('failing');
    await controller.refreshCount();
    expect(state().count.status).toBe('error');
    host.vehicles.setMode('normal');
    await controller.refreshCount();
    expect(state().count).toEqual({
      status: 'ready',
      value: CATALOGUE.filter((vehicle) => vehicle.kind == 'car').length,
    });
  });

  it("applies the draft: the search goes into the URL, results load, 'Alle Fahrzeuge vergleichen' takes the first four", async () => {
    const { controller, navigate, state, track } = setUp();
    controller.setCriterion('fuel', ['Elektro']);
    controller.setCriterion('range', { min: 550 });
    controller.applySearch();
    expect(navigate).toHaveBeenLastCalledWith({
      ids: [],
      differencesOnly: false,
      search: { criteria: { fuel: ['Elektro'], range: { min: 550 } }, exclude: false },
    });
    await vi.waitFor(() => expect(state().results.status).toBe('ready'));
    const expected = CATALOGUE.filter(
      (vehicle) =>
        vehicle.values.fuel == 'Elektro' && vehicle.kind == 'car' && Number(vehicle.values.range) >= 550,
    );
    expect(state().results.count).toBe(expected.length);
    controller.compareAll();
    expect(state().comparison.ids).toHaveLength(4);
    expect(track.mock.calls.map(([event]) => event.name)).toEqual([
      'Fahrzeugvergleich: Kriterien aus technischen Daten / klick',
      'Fahrzeugvergleich: Kriterien aus technischen Daten / klick',
      'Fahrzeugvergleich: Kriterienkombination / klick',
      'Fahrzeugvergleich: Trefferzahl / sichtbar',
      'Fahrzeugvergleich: Alle Fahrzeuge vergleichen / klick',
    ]);
  });

  it("'Fahrzeuge aus der Suche ausschließen' leaves the compared vehicles out of the count", async () => {
    const { controller, state } = setUp();
    controller.add('vw-golf-gti-dsg');
    controller.setCriterion('fuel', ['Benzin']);
    await vi.waitFor(() => expect(state().count.status).toBe('ready'));
    const all = state().count.value!;
    controller.setExclude(true);
    await vi.waitFor(() => expect(state().count.value).toBe(all - 1));
  });
});
