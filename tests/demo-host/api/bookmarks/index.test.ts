// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBookmarks } from '../../../../demo-host/api/bookmarks/index.ts';
import { SHELF_FILE } from '../../../../demo-host/api/bookmarks/shelf-file.ts';
import { systemClock } from '../../../../demo-host/api/clock.ts';
import { DEMO_USERS } from '../../../../demo-host/api/community/seed.ts';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';

const [anna, ben] = DEMO_USERS;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const tempDir = () => mkdtempSync(join(tmpdir(), 'kiosk-bookmarks-test-'));

function call(
  app: ReturnType<typeof createBookmarks>['app'],
  path: string,
  init: RequestInit = {},
  token: string = anna.token,
) {
  const join = path.includes('?') ? '&' : '?';
  return app.request(`${path}${join}rkm_auth_token=${token}`, {
    ...init,
    headers: { ...XHR, ...init.headers },
  });
}

const toggle = (app: ReturnType<typeof createBookmarks>['app'], id: string, token: string = anna.token) =>
  call(app, '/bookmarks/toggle', { method: 'POST', body: JSON.stringify({ id, channel: 'artikel' }) }, token);

async function ids(app: ReturnType<typeof createBookmarks>['app'], token: string = anna.token) {
  const body = (await (await call(app, '/bookmarks/get?channel=artikel', {}, token)).json()) as {
    favorites: Array<{ id: string }>;
  };
  return body.favorites.map((item) => item.id);
}

describe('demo bookmarks backend', () => {
  it('keys state by the login token; 401 without one, 400 without X-Requested-With', async () => {
    const { app } = createBookmarks({ now: systemClock });
    await toggle(app, '1201');
    expect(await ids(app)).toEqual(['1201', '1188']);
    expect(await ids(app, ben.token)).toEqual([]);
    expect((await app.request('/bookmarks/get', { headers: XHR })).status).toBe(401);
    expect((await app.request(`/bookmarks/get?rkm_auth_token=${anna.token}`)).status).toBe(400);
  });

  it('is mounted right below /api, where spec 7.2–7.4 put its three kinds of routes', async () => {
    const { app } = createDemoBackends();
    const login = `rkm_auth_token=${anna.token}`;
    const favourites = await app.request(`/api/bookmarks/get?channel=artikel&${login}`, { headers: XHR });
    expect(await favourites.json()).toMatchObject({ favorites: [{ id: '1188' }] });
    expect((await app.request(`/api/uifavorites/get?${login}`, { headers: XHR })).status).toBe(200);
    const claim = await app.request(`/api/tour/claim/x?${login}`, {
      method: 'POST',
      headers: XHR,
      body: '{}',
    });
    expect(claim.status).toBe(400);
  });

  it('keeps the state across a restart in <dataDir>/bookmarks.json', async () => {
    const dataDir = tempDir();
    await toggle(createBookmarks({ now: systemClock, dataDir }).app, '1201');
    expect(await ids(createBookmarks({ now: systemClock, dataDir }).app)).toEqual(['1201', '1188']);
  });

  it('writes atomically: no temporary file is left, and a crashed write never damages the file', async () => {
    const dataDir = tempDir();
    await toggle(createBookmarks({ now: systemClock, dataDir }).app, '1201');
    expect(readdirSync(dataDir)).toEqual([SHELF_FILE]);
    const before = readFileSync(join(dataDir, SHELF_FILE), 'utf8');
    // A crash between writing the temporary file and the rename leaves a half-written temporary file.
    writeFileSync(join(dataDir, `${SHELF_FILE}.999.tmp`), before.slice(0, 20));
    expect(await ids(createBookmarks({ now: systemClock, dataDir }).app)).toEqual(['1201', '1188']);
  });

  it('starts from the seed when the file is not a shelves file', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, SHELF_FILE), '{"demo-anna-2026": {"favorites": 3}}');
    expect(await ids(createBookmarks({ now: systemClock, dataDir }).app)).toEqual(['1188']);
  });

  it('fail mode answers 500 and slow mode waits, per reader; reset goes back to the seed', async () => {
    const { app } = createBookmarks({ now: systemClock });
    await call(app, '/bookmarks/demo-mode?mode=fail', { method: 'POST' });
    expect((await call(app, '/bookmarks/get')).status).toBe(500);
    expect((await call(app, '/bookmarks/get', {}, ben.token)).status).toBe(200);
    await call(app, '/bookmarks/demo-mode?mode=slow', { method: 'POST' });
    const started = Date.now();
    expect((await call(app, '/uifavorites/get')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await call(app, '/bookmarks/demo-mode?mode=normal', { method: 'POST' });
    await toggle(app, '1201');
    await call(app, '/bookmarks/demo-reset', { method: 'POST' });
    expect(await ids(app)).toEqual(['1188']);
  });

  it('tour claim: body {id, user} for a known tour', async () => {
    const { app } = createBookmarks({ now: () => new Date('2026-11-23T10:00:00Z') });
    const claim = (body: unknown, id = '7001') =>
      call(app, `/tour/claim/${id}`, { method: 'POST', body: JSON.stringify(body) });
    expect(await (await claim({ id: '7001', user: 'Anna' })).json()).toEqual({
      success: true,
      tourId: '7001',
      claimedAt: '2026-11-23T10:00:00.000Z',
    });
    expect((await claim({ id: '7002', user: 'Anna' })).status).toBe(400);
    expect((await claim({ id: '9', user: 'Anna' }, '9')).status).toBe(404);
  });
});
