import { describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { favouritesApi } from '../../../features/favourites/api.ts';
import { createPlatformApi } from '../../../src/platform-api.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';

const [anna] = DEMO_USERS;

function setUp(token: string | undefined) {
  const backend = routeFetchToDemoHost();
  const api = favouritesApi(
    createPlatformApi(backend.apiHost, () => token),
    2000,
  );
  return { ...backend, api };
}

/** What the backend received, as the spec writes a call. */
async function sent(request: Request) {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname.replace(/^\/api/, ''),
    query: url.search,
    credentials: request.credentials,
    body: await request.text(),
    xhr: request.headers.get('X-Requested-With'),
  };
}

const TOKEN = `rkm_auth_token=${anna.token}`;

describe('favourites calls exactly as spec 7.2–7.4', () => {
  it('7.2 get: GET /bookmarks/get?rkm_auth_token=…&channel=…, without credentials; ids as strings', async () => {
    const { api, requests } = setUp(anna.token);
    const result = await api.getFavourites('artikel');
    expect(result).toMatchObject({ ok: true, value: [{ id: '1188', title: expect.any(String) }] });
    expect(await sent(requests[0]!)).toEqual({
      method: 'GET',
      path: '/bookmarks/get',
      query: `?${TOKEN}&channel=artikel`,
      credentials: 'omit',
      body: '',
      xhr: 'XMLHttpRequest',
    });
  });

  it('7.2 get: the channel is optional', async () => {
    const { api, requests } = setUp(anna.token);
    await api.getFavourites();
    expect((await sent(requests[0]!)).query).toBe(`?${TOKEN}`);
  });

  it('7.2 toggle: POST /bookmarks/toggle?rkm_auth_token=…, body {id, channel}; reads success and deleted', async () => {
    const { api, requests } = setUp(anna.token);
    expect(await api.toggleFavourite('1201', 'artikel')).toEqual({
      ok: true,
      value: { success: true, deleted: false },
    });
    expect(await sent(requests[0]!)).toMatchObject({
      method: 'POST',
      path: '/bookmarks/toggle',
      query: `?${TOKEN}`,
      body: JSON.stringify({ id: '1201', channel: 'artikel' }),
    });
    expect(await api.toggleFavourite('1201', 'artikel')).toEqual({
      ok: true,
      value: { success: true, deleted: true },
    });
  });

  it('7.3 get: GET /uifavorites/get?rkm_auth_token=…; data sorted into rubrics and brands', async () => {
    const { api, requests } = setUp(anna.token);
    const result = await api.getBookmarks();
    expect(result).toEqual({
      ok: true,
      value: {
        ids: ['rubrik-tests', 'marke-bmw'],
        data: {
          bookmarksRubrics: [{ id: 'rubrik-tests', title: 'Tests', url: '/auto/' }],
          bookmarksBrands: [{ id: 'marke-bmw', title: 'BMW', url: '/auto/' }],
        },
      },
    });
    expect(await sent(requests[0]!)).toMatchObject({
      method: 'GET',
      path: '/uifavorites/get',
      query: `?${TOKEN}`,
    });
  });

  it('7.3 toggle: POST /uifavorites/toggle?rkm_auth_token=…&ids[]=…&ids[]=…, no body', async () => {
    const { api, requests } = setUp(anna.token);
    expect(await api.toggleBookmarks(['marke-bmw', 'rubrik-reise'])).toEqual({ ok: true, value: true });
    const call = await sent(requests[0]!);
    expect(call).toMatchObject({ method: 'POST', path: '/uifavorites/toggle', body: '' });
    expect(decodeURIComponent(call.query)).toBe(`?${TOKEN}&ids[]=marke-bmw&ids[]=rubrik-reise`);
    expect(requests[0]!.headers.get('Content-Type')).toBeNull();
  });

  it('7.4 claim: POST /tour/claim/{id}?rkm_auth_token=…, body {id, user}, without credentials', async () => {
    const { api, requests } = setUp(anna.token);
    expect(await api.claimTour('7001', 'Anna Schmidt')).toMatchObject({ ok: true, value: { success: true } });
    expect(await sent(requests[0]!)).toMatchObject({
      method: 'POST',
      path: '/tour/claim/7001',
      query: `?${TOKEN}`,
      credentials: 'omit',
      body: JSON.stringify({ id: '7001', user: 'Anna Schmidt' }),
    });
  });

  it.each(['..', '.'])(
    '7.4 claim: a tour id %j is refused (one console line): no token-bearing POST to another path',
    async (id) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { api, requests } = setUp(anna.token);
      expect(api.claimTour(id, 'Anna Schmidt')).toBeUndefined();
      expect(requests).toHaveLength(0);
      expect(errors).toHaveBeenCalledTimes(1);
      errors.mockRestore();
    },
  );

  it('5.2: without login every call answers logged-out and sends nothing', async () => {
    const { api, requests } = setUp(undefined);
    const results = await Promise.all([
      api.getFavourites('artikel'),
      api.toggleFavourite('1201', 'artikel'),
      api.getBookmarks(),
      api.toggleBookmarks(['marke-bmw']),
      api.claimTour('7001', 'Anna'),
    ]);
    for (const result of results) expect(result).toMatchObject({ ok: false, error: { kind: 'logged-out' } });
    expect(requests).toHaveLength(0);
  });
});
