// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { API_PATH } from '../../demo-host/api/backend.ts';
import { DEMO_USERS } from '../../demo-host/api/community/seed.ts';
import { createDemoBackends } from '../../demo-host/api/index.ts';
import { callName, callUses, renderContracts } from '../../scripts/backend-contracts.ts';
import { RUNTIME_CALLS } from '../../scripts/integration-guide.ts';
import type { BackendCall, WireField, WireFields } from '../../src/kit/backend-call.ts';
import { WIDGETS } from '../../widgets/catalogue.ts';

const USES = callUses(RUNTIME_CALLS, WIDGETS);

/** Where each base sits on the demo host (demo-host/site.ts config and the store-price page). */
const DEMO_BASE: Readonly<Record<string, string>> = {
  '{apiHost}': API_PATH,
  '{origin of apiHost}': '',
  '{storePrice.apiBase}': `${API_PATH}/store-price`,
};

/** A base the test knows; an unknown one fails the call's test until it is added above. */
const demoBase = (call: BackendCall) => {
  const base = DEMO_BASE[call.base ?? '{apiHost}'];
  if (base === undefined) throw new Error(`no demo host address for ${call.base}`);
  return base;
};

const TOKEN = DEMO_USERS[0]!.token;

/** Everything about `value` that breaks `fields`, as 'stations[0].price: expected number or null'. */
function misfits(value: unknown, fields: WireFields, at = ''): string[] {
  if (typeof value != 'object' || value === null || Array.isArray(value))
    return [`${at || 'answer'}: not an object`];
  const record = value as Record<string, unknown>;
  return Object.entries(fields).flatMap(([key, field]) => {
    const path = at ? `${at}.${key}` : key;
    if (!(key in record) || record[key] === undefined) return field.required ? [`${path}: missing`] : [];
    return fieldMisfits(record[key], field, path);
  });
}

const typeOfValue = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as string);

function fieldMisfits(value: unknown, field: WireField, path: string): string[] {
  const types: readonly string[] = typeof field.type == 'string' ? [field.type] : field.type;
  if (!types.includes(typeOfValue(value)))
    return [`${path}: expected ${types.join(' or ')}, got ${typeOfValue(value)}`];
  if (!field.fields) return [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => misfits(item, field.fields!, `${path}[${index}]`));
  return misfits(value, field.fields, path);
}

/** The declared path as a pattern: `{tourId}` is one path segment. */
const pathPattern = (call: BackendCall) =>
  new RegExp(`^${demoBase(call)}${call.path.replace(/\{[^}]+\}/g, '[^/?]+').replace(/[.]/g, '\\.')}(\\?|$)`);

describe('backend contracts', () => {
  it('every widget that calls a platform backend declares its calls', () => {
    const platformBackends = WIDGETS.filter((meta) =>
      (meta.backend ?? []).some((backend) => !['storefront', 'paywall'].includes(backend)),
    );
    expect(platformBackends.filter((meta) => !meta.calls?.length).map((meta) => meta.name)).toEqual([]);
  });

  describe.each(USES.map(({ call }) => [callName(call), call] as const))('%s', (_, call) => {
    it('is served by the demo host, whose answer fits the contract', async () => {
      const url = `${demoBase(call)}${call.demo.path}`;
      expect(url).toMatch(pathPattern(call));
      const query = Object.keys(call.query ?? {}).filter((key) => !key.includes('<'));
      const sent = new URL(url, 'http://localhost');
      for (const key of query.filter((key) => call.query![key]!.required))
        expect(sent.searchParams.has(key), `the demo request carries ${key}`).toBe(true);
      if (call.body) expect(misfits(call.demo.body, call.body)).toEqual([]);
      if (call.auth) sent.searchParams.set('rkm_auth_token', TOKEN);
      const { app } = createDemoBackends();
      const response = await app.request(sent.pathname + sent.search, {
        method: call.method,
        headers: {
          Accept: 'application/json',
          ...(call.xhr ? { 'X-Requested-With': 'XMLHttpRequest' } : {}),
          ...(call.body ? { 'Content-Type': 'application/json' } : {}),
          ...call.headers,
        },
        ...(call.demo.body === undefined ? {} : { body: JSON.stringify(call.demo.body) }),
      });
      expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      if (!Object.keys(call.response).length) return;
      const answer = (await response.json()) as Record<string, unknown>;
      expect(misfits(answer, call.response)).toEqual([]);
      // An empty list fits any item contract: the demo answer must hold items for the check to mean something.
      const lists = Object.keys(call.response).filter((key) => call.response[key]!.type == 'array');
      expect(
        lists.filter((key) => !(answer[key] as unknown[]).length),
        'empty lists',
      ).toEqual([]);
    });
  });

  it('finds an answer that breaks a contract', () => {
    const [stations] = USES.filter(({ call }) => call.path == '/mt/stations').map(({ call }) => call);
    const station = { id: '1', name: 'A', price: '1,79' };
    expect(misfits({ ok: true, stations: [station] }, stations!.response)).toEqual(
      expect.arrayContaining([
        'stations[0].price: expected number or null, got string',
        'stations[0].brand: missing',
      ]),
    );
    expect(misfits({ ok: true }, stations!.response)).toEqual(['stations: missing']);
  });

  it('renders each call once, with who makes it and every answer field', () => {
    const text = renderContracts(USES);
    expect(text).toContain('#### `GET {apiHost}/mt/stations?lat=…&lng=…&rad=…&type=…&brand=…&sort=…`');
    expect(text).toContain('| `station.openingTimes[].days` | string | yes |');
    expect(text).toContain('| `versions[].values.powerPs` | number | no | Leistung (PS; car, motorcycle) |');
    expect(text.match(/#### `GET \{apiHost\}\/bookmarks\/get/g)).toHaveLength(1);
    expect(text).toContain('Made by `bookmarks`, `favourite-button`, `tour-favourite`.');
  });
});
