// @vitest-environment node
// (happy-dom's Request drops the Cookie header, as a browser would; the demo cookie is set by hand here.)
import { describe, expect, it } from 'vitest';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';
import { CATALOGUE } from '../../../../demo-host/api/vehicles/seed.ts';
import { FIELDS } from '../../../../features/vehicles/fields.ts';

describe('the vehicle backend (issue 16)', () => {
  it('holds at least 40 cars and 20 motorcycles of 15+ brands, each field in the catalogue known', () => {
    const cars = CATALOGUE.filter((vehicle) => vehicle.kind == 'car');
    const motorcycles = CATALOGUE.filter((vehicle) => vehicle.kind == 'motorcycle');
    expect(cars.length).toBeGreaterThanOrEqual(40);
    expect(motorcycles.length).toBeGreaterThanOrEqual(20);
    expect(new Set(CATALOGUE.map((vehicle) => vehicle.brand)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(CATALOGUE.map((vehicle) => vehicle.id)).size).toBe(CATALOGUE.length);
    const keys = new Set(FIELDS.map((field) => field.key));
    for (const vehicle of CATALOGUE) {
      expect(Object.keys(vehicle.values).filter((key) => !keys.has(key))).toEqual([]);
      // Electric models carry range and (cars) charging power (issue 16).
      if (vehicle.values.fuel == 'Elektro') expect(vehicle.values.range).toBeGreaterThan(0);
      if (vehicle.values.fuel == 'Elektro' && vehicle.kind == 'car')
        expect(vehicle.values.chargeDc).toBeGreaterThan(0);
    }
  });

  it('answers the tree, the versions and the search; 400 for a bad kind', async () => {
    const { app } = createDemoBackends();
    const tree = (await (await app.request('/api/vehicles/tree?kind=car')).json()) as { brands: unknown[] };
    expect(tree.brands.length).toBeGreaterThanOrEqual(15);
    const versions = (await (
      await app.request('/api/vehicles/versions?ids=vw-golf-gti-dsg&ids=nope')
    ).json()) as { versions: Array<{ id: string }> };
    expect(versions.versions.map((version) => version.id)).toEqual(['vw-golf-gti-dsg']);
    expect((await app.request('/api/vehicles/search?kind=boat')).status).toBe(400);
  });

  it('fails with 503 in the failing mode, by handle or by the demo cookie', async () => {
    const { app, backends } = createDemoBackends();
    const { vehicles } = backends;
    vehicles.setMode('failing');
    expect((await app.request('/api/vehicles/tree?kind=car')).status).toBe(503);
    vehicles.setMode('normal');
    const cookie = { headers: { Cookie: 'kiosk_demo_vehicles=failing' } };
    expect((await app.request('/api/vehicles/tree?kind=car', cookie)).status).toBe(503);
    expect((await app.request('/api/vehicles/tree?kind=car')).status).toBe(200);
  });
});
