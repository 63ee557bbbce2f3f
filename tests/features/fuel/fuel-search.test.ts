import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFuelStorage } from '../../../features/fuel/fuel-storage.ts';
import {
  loadHourlyAverages,
  forgetHourlyAverages,
  pricesByHour,
} from '../../../features/fuel/hourly-averages.ts';
import { NEED_PLACE, noPlace, SEARCH_FAILED } from '../../../features/fuel/messages.ts';
import { createFuelSearch } from '../../../features/fuel/fuel-search.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { createPlatformApi } from '../../../src/platform-api.ts';
import { memoryStorage, routeFetchToDemoHost } from '../../support/demo-backend.ts';

const NOON = new Date('2026-11-23T11:00:00Z');

function setUp() {
  const host = routeFetchToDemoHost({ now: () => NOON });
  const api = createPlatformApi(host.apiHost, () => undefined);
  const storage = createFuelStorage(() => memoryStorage());
  const search = createFuelSearch({ api, storage, timeoutMs: 2_000, slowAfterMs: 1_000 });
  return { host, api, search, storage };
}

describe('fuel search store against the demo host', () => {
  beforeEach(() => {
    resetLogMemory();
    forgetHourlyAverages();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('finds the place for a postcode, then the stations, and saves the history entry', async () => {
    const { search, host } = setUp();
    search.setText('80331');
    await search.search();
    const state = search.store.getState();
    expect(state.status).toBe('done');
    expect(state.searched?.place).toMatchObject({ _id: '80331', name: 'München' });
    expect(state.stations.length).toBeGreaterThan(5);
    expect(state.stations.every((station) => station.dist <= 5)).toBe(true);
    expect(state.history).toEqual([
      {
        searchText: '80331',
        range: 5,
        fuelType: '2',
        brand: '',
        selectedSearchPOI: { _id: '80331', name: 'München' },
        city: 'München',
        zip: '80331',
      },
    ]);
    const stationsCall = new URL(host.requests.at(-1)?.url ?? '');
    expect(Object.fromEntries(stationsCall.searchParams)).toMatchObject({
      rad: '5',
      type: '2',
      brand: '',
      sort: 'price',
    });
  });

  it('says what is wrong when there is no text or no place', async () => {
    const { search } = setUp();
    await search.search();
    expect(search.store.getState().message).toBe(NEED_PLACE);
    search.setText('Atlantis');
    await search.search();
    expect(search.store.getState()).toMatchObject({ status: 'failed', message: noPlace('Atlantis') });
  });

  it('shows the failure with the stations call failing, and works again on retry', async () => {
    const { search, host } = setUp();
    search.setText('10178');
    await search.search();
    host.answerNext(502);
    await search.search();
    expect(search.store.getState()).toMatchObject({ status: 'failed', message: SEARCH_FAILED });
    await search.search();
    expect(search.store.getState()).toMatchObject({ status: 'done', message: undefined });
  });

  it('never lets an answer for an older query overwrite a newer one', async () => {
    const { search, host } = setUp();
    search.setText('10178');
    await search.search();
    expect(search.store.getState().searched?.settings.range).toBe(5);
    const late = host.hold();
    const older = search.search();
    await late.answered;
    // The reader widens the radius while the first answer is still on its way.
    search.setRange(25);
    await vi.waitFor(() => expect(search.store.getState().searched?.settings.range).toBe(25));
    const newer = search.store.getState().stations.length;
    await late.release();
    await older;
    expect(search.store.getState().searched?.settings.range).toBe(25);
    expect(search.store.getState().stations).toHaveLength(newer);
    expect(newer).toBeGreaterThan(1000);
  });

  it('drops the answer of a search still running when the widget unmounts', async () => {
    const { search, host } = setUp();
    search.setText('10178');
    const late = host.hold();
    const running = search.search();
    await late.answered;
    search.dispose();
    await late.release();
    await running;
    expect(search.store.getState()).toMatchObject({ status: 'loading', searched: undefined, history: [] });
  });

  it('searches again when radius, fuel type or brand change after a search', async () => {
    const { search } = setUp();
    search.setText('50667');
    await search.search();
    search.setBrand('1');
    await vi.waitFor(() => expect(search.store.getState().searched?.settings.brand).toBe('1'));
    expect(search.store.getState().stations.every((station) => station.brand == 'Aral')).toBe(true);
    search.setFuelType('12');
    await vi.waitFor(() => expect(search.store.getState().searched?.settings.fuelType).toBe('12'));
    expect(search.store.getState().stations.every((station) => station.price === null)).toBe(true);
  });

  it("lists slim stations and asks for a station's hours once, when they are wanted (issue 22)", async () => {
    const { search, host } = setUp();
    search.setText('10178');
    await search.search();
    const [first] = search.store.getState().stations;
    expect(Object.keys(first ?? {})).not.toContain('openingTimes');
    const detailCalls = () => host.requests.filter((request) => /\/mt\/stations\/[^/?]+$/.test(request.url));
    expect(detailCalls()).toHaveLength(0);
    const id = search.store.getState().stations.find((station) => !station.wholeDay)?.id ?? '';
    const [one, two] = await Promise.all([search.stationDetails(id), search.stationDetails(id)]);
    expect(one).toBe(two);
    expect(one).toMatchObject({ ok: true, value: { id } });
    expect(one.ok && one.value.openingTimes[0]).toEqual({
      days: expect.any(String),
      start: expect.stringMatching(/^\d\d:\d\d$/),
      end: expect.stringMatching(/^\d\d:\d\d$/),
    });
    expect(await search.stationDetails(id)).toBe(one);
    expect(detailCalls()).toHaveLength(1);
    expect(detailCalls()[0]?.url).toMatch(new RegExp(`/mt/stations/${id}$`));
  });

  it("asks again for a station's hours after a failed call", async () => {
    const { search, host } = setUp();
    search.setText('10178');
    await search.search();
    const id = search.store.getState().stations.find((station) => !station.wholeDay)?.id ?? '';
    host.answerNext(502);
    expect(await search.stationDetails(id)).toMatchObject({ ok: false, error: { kind: 'status' } });
    expect(await search.stationDetails(id)).toMatchObject({ ok: true, value: { id } });
  });

  it('loads the hourly averages once per page, whoever asks (spec 7.7)', async () => {
    const { api, host } = setUp();
    const [first, second] = await Promise.all([
      loadHourlyAverages(api, 2_000),
      loadHourlyAverages(api, 2_000),
    ]);
    expect(first).toBe(second);
    const calls = host.requests.filter((request) => request.url.endsWith('/mt/hourly-price-average'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(pricesByHour(first, 's95_e5')).toHaveLength(24);
  });

  it('logs a failing price-average call and shows nothing (spec 8)', async () => {
    const { api, host } = setUp();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    host.failNext(1);
    expect(await loadHourlyAverages(api, 2_000)).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('price-average failure'));
  });
});
