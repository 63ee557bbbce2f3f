import { describe, expect, it } from 'vitest';
import { SEED_CITIES } from '../../../../demo-host/api/fuel/cities.ts';
import { createFuel, distanceKm } from '../../../../demo-host/api/fuel/index.ts';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';
import { seedStations } from '../../../../demo-host/api/fuel/seed.ts';
import type { Station } from '../../../../features/fuel/station.ts';

const MONDAY_NOON = new Date('2026-11-23T11:00:00Z');
const SUNDAY_NIGHT = new Date('2026-11-22T23:30:00Z');

const stationsOf = async (app: ReturnType<typeof createFuel>['app'], query: string) => {
  const response = await app.request(`/stations?${query}`);
  return { status: response.status, body: (await response.json()) as { ok: boolean; stations: Station[] } };
};

describe('fuel backend (issue 15)', () => {
  it('seeds at least 3,000 stations around at least ten cities, the same on every start', () => {
    const stations = seedStations();
    expect(stations.length).toBeGreaterThanOrEqual(3000);
    expect(SEED_CITIES.length).toBeGreaterThanOrEqual(10);
    expect(seedStations().map((station) => station.id)).toEqual(stations.map((station) => station.id));
    expect(stations.filter((station) => !station.hours).length).toBeGreaterThan(500);
    expect(stations.filter((station) => !station.reportsPrices).length).toBeGreaterThan(20);
  });

  it('finds more than 1,000 stations 25 km around Berlin, within the radius and by price', async () => {
    const { app } = createFuel({ now: () => MONDAY_NOON });
    const { body } = await stationsOf(app, 'lat=52.5219&lng=13.4101&rad=25&type=2&sort=price');
    expect(body.stations.length).toBeGreaterThan(1000);
    const priced = body.stations.filter((station) => station.price !== null);
    expect(priced.map((station) => station.price)).toEqual(
      priced.map((station) => station.price).sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect(body.stations.every((station) => station.dist <= 25)).toBe(true);
    const first = body.stations[0];
    expect(first && distanceKm({ lat: 52.5219, lng: 13.4101 }, first)).toBeLessThanOrEqual(25);
  });

  it("answers slim stations, and each station's hours from its details call (issue 22)", async () => {
    const { app } = createFuel({ now: () => MONDAY_NOON });
    const { body } = await stationsOf(app, 'lat=52.5219&lng=13.4101&rad=5&type=2&sort=dist');
    const first = body.stations.find((station) => !station.wholeDay);
    expect(Object.keys(first ?? {})).toEqual([
      'id',
      'brand',
      'street',
      'houseNumber',
      'postCode',
      'place',
      'lat',
      'lng',
      'dist',
      'isOpen',
      'wholeDay',
      'opensAt',
      'price',
      'priceChangedAt',
    ]);
    const details = await (await app.request(`/stations/${first?.id}`)).json();
    expect(details).toEqual({
      ok: true,
      station: {
        id: first?.id,
        openingTimes: expect.arrayContaining([expect.objectContaining({ start: expect.any(String) })]),
      },
    });
    const allDay = body.stations.find((station) => station.wholeDay);
    expect(await (await app.request(`/stations/${allDay?.id}`)).json()).toEqual({
      ok: true,
      station: { id: allDay?.id, openingTimes: [] },
    });
    expect((await app.request('/stations/unbekannt')).status).toBe(404);
  });

  it('refuses a radius over 25 km and unknown types or brands', async () => {
    const { app } = createFuel({ now: () => MONDAY_NOON });
    expect((await stationsOf(app, 'lat=52.5&lng=13.4&rad=26&type=2')).status).toBe(400);
    expect((await stationsOf(app, 'lat=52.5&lng=13.4&rad=5&type=16')).status).toBe(400);
    expect((await stationsOf(app, 'lat=52.5&lng=13.4&rad=5&type=2&brand=16')).status).toBe(400);
  });

  it('prices only E10, E5 and Diesel; other types list the stations that sell them', async () => {
    const { app } = createFuel({ now: () => MONDAY_NOON });
    const lpg = await stationsOf(app, 'lat=52.5219&lng=13.4101&rad=10&type=12');
    expect(lpg.body.stations.length).toBeGreaterThan(0);
    expect(lpg.body.stations.every((station) => station.price === null)).toBe(true);
  });

  it('closes stations at night and says when they open', async () => {
    const { app } = createFuel({ now: () => SUNDAY_NIGHT });
    const { body } = await stationsOf(app, 'lat=52.5219&lng=13.4101&rad=10&type=2&sort=dist');
    const closed = body.stations.filter((station) => !station.isOpen);
    expect(closed.length).toBeGreaterThan(0);
    expect(
      closed.every((station) => station.opensAt && Date.parse(station.opensAt) > SUNDAY_NIGHT.getTime()),
    ).toBe(true);
    expect(body.stations.filter((station) => station.wholeDay).every((station) => station.isOpen)).toBe(true);
  });

  it('finds places by postcode, by name without accents, and nearest to a position', async () => {
    const { app } = createFuel({ now: () => MONDAY_NOON });
    const names = async (query: string) =>
      (
        (await (await app.request(`/places?${query}`)).json()) as {
          pois: Array<{ _id: string; name: string }>;
        }
      ).pois;
    expect(await names('q=80331')).toEqual([expect.objectContaining({ _id: '80331', name: 'München' })]);
    expect((await names('q=koln')).map((poi) => poi.name)).toContain('Köln');
    expect((await names('q=10178%20Berlin'))[0]?._id).toBe('10178');
    expect((await names('lat=53.55&lng=9.99'))[0]).toMatchObject({ _id: '20095', name: 'Hamburg' });
  });

  it('answers the hourly averages per whitelisted fuel slug (spec 7.7)', async () => {
    const { app } = createFuel({ now: () => MONDAY_NOON });
    const body = (await (await app.request('/hourly-price-average', { method: 'POST' })).json()) as {
      hours: Record<string, number[]>;
    };
    expect(Object.keys(body.hours)).toEqual(['s95_e10', 's95_e5', 'diesel']);
    for (const prices of Object.values(body.hours)) expect(prices).toHaveLength(24);
  });

  it('is mounted at /api/mt, where spec 7.7 puts the fuel API', async () => {
    const { app } = createDemoBackends({ now: () => MONDAY_NOON });
    const places = (await (await app.request('/api/mt/places?q=80331')).json()) as { pois: unknown[] };
    expect(places.pois).toEqual([expect.objectContaining({ _id: '80331', name: 'München' })]);
    const stations = await app.request('/api/mt/stations?lat=48.137&lng=11.575&rad=2&type=2&sort=dist');
    expect(((await stations.json()) as { ok: boolean }).ok).toBe(true);
    expect((await app.request('/api/mt/hourly-price-average', { method: 'POST' })).status).toBe(200);
  });

  it('fails around Fehlerstadt, for trying the widget by hand', async () => {
    const { app } = createFuel({ now: () => MONDAY_NOON });
    expect((await stationsOf(app, 'lat=47.6&lng=6.4&rad=5&type=2')).status).toBe(503);
  });
});
