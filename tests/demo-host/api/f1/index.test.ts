import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { SEASON_SEED } from '../../../../demo-host/api/f1/seed.ts';
import { addDays } from '../../../../demo-host/api/f1/wall-time.ts';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';
import { readSeason, type Round } from '../../../../features/f1/season.ts';
import { readTickerAnswer } from '../../../../features/f1/ticker-entry.ts';

const setUp = (start = Date.UTC(2026, 9, 25, 12)) => {
  let time = start;
  const { app } = createDemoBackends({ now: () => new Date(time) });
  return {
    get: (path: string, headers: Record<string, string> = {}) => app.request(`/api/f1${path}`, { headers }),
    post: (path: string) => app.request(`/api/f1/demo/${path}`, { method: 'POST' }),
    season: async () => readSeason(await (await app.request('/api/f1/season')).json()),
    advance: (ms: number) => (time += ms),
  };
};

const startOf = (round: Round | undefined, kind: string) =>
  round?.sessions.find((session) => session.kind == kind)?.start;

describe('demo F1 season (issue 30)', () => {
  it('has the 24 rounds of 2026, Melbourne on 8 March to Abu Dhabi on 6 December, six sprint weekends', async () => {
    const season = await setUp().season();
    expect(season?.rounds).toHaveLength(24);
    expect(season?.rounds[0]).toMatchObject({
      name: 'Großer Preis von Australien',
      zone: 'Australia/Melbourne',
    });
    expect(season?.rounds.at(-1)).toMatchObject({ name: 'Großer Preis von Abu Dhabi', zone: 'Asia/Dubai' });
    expect(season?.rounds.filter((round) => round.sprint).map((round) => round.city)).toEqual([
      'Shanghai',
      'Miami',
      'Montréal',
      'Silverstone',
      'Zandvoort',
      'Singapur',
    ]);
    const sprint = season?.rounds[1]?.sessions.map((session) => session.kind);
    expect(sprint).toEqual(['fp1', 'sprint-qualifying', 'sprint', 'qualifying', 'race']);
  });

  // The DST fixtures of issue 30, as instants the server computed from the track's wall time.
  it.each([
    ['Melbourne race, 15:00 AEDT (Australia still on summer time)', 0, 'race', '2026-03-08T04:00:00.000Z'],
    ['Japan FP1, Friday before the German switch, 11:30 JST', 2, 'fp1', '2026-03-27T02:30:00.000Z'],
    ['Japan race, Sunday of the German switch, 14:00 JST', 2, 'race', '2026-03-29T05:00:00.000Z'],
    ['Austin race on the last Sunday in October, 14:00 CDT', 18, 'race', '2026-10-25T19:00:00.000Z'],
    ['Mexico City race on the US switch day, 14:00 CST (no DST)', 19, 'race', '2026-11-01T20:00:00.000Z'],
    ['Las Vegas race, Saturday 22:00 PST', 21, 'race', '2026-11-22T06:00:00.000Z'],
    ['Miami race, 16:00 EDT', 5, 'race', '2026-05-03T20:00:00.000Z'],
  ])('%s', async (_, index, kind, instant) => {
    const season = await setUp().season();
    expect(startOf(season?.rounds[index], kind)).toBe(instant);
  });

  // issue 30: 'The server turns wall times into UTC instants with Node's zone data and sends both.'
  it("sends each session's wall time at the track beside its instant; a moved session's moves with it", async () => {
    const { get, post } = setUp();
    type Served = { rounds: Array<{ id: string; sessions: Array<{ id: string; local: string }> }> };
    const served = async () => ((await (await get('/season')).json()) as Served).rounds;
    const rounds = await served();
    const wallTimes = rounds.flatMap((round, index) =>
      round.sessions.map((session, at) => {
        const seed = SEASON_SEED[index]!;
        const { day, time } = seed.sessions[at]!;
        return [session.id, session.local, `${addDays(seed.raceDay, day)}T${time}`];
      }),
    );
    expect(wallTimes).toHaveLength(24 * 5);
    for (const [id, local, seeded] of wallTimes) expect(local, id).toBe(seeded);
    const local = (all: Served['rounds'], id: string) =>
      all.flatMap((round) => round.sessions).find((session) => session.id == id)?.local;
    expect(local(rounds, '2026-japan-race')).toBe('2026-03-29T14:00');
    // Saturday night at the track, a Sunday in German time.
    expect(local(rounds, '2026-las-vegas-race')).toBe('2026-11-21T22:00');
    await post('move/2026-japan-race?minutes=30');
    expect(local(await served(), '2026-japan-race')).toBe('2026-03-29T14:30');
  });

  it('adds the generated podium to past rounds only, and answers an unchanged season with 304', async () => {
    const { get, season } = setUp(Date.UTC(2026, 9, 25, 12));
    const rounds = (await season())?.rounds ?? [];
    expect(rounds[17]?.podium.map((place) => place.position)).toEqual([1, 2, 3]);
    expect(rounds[18]?.podium).toEqual([]);
    const etag = (await get('/season')).headers.get('ETag') ?? '';
    expect((await get('/season', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('serves the season as text/calendar that ical.js reads: 120 events with stable UIDs', async () => {
    const { get, post } = setUp();
    const response = await get('/season.ics');
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
    expect(events).toHaveLength(24 * 5);
    const japan = events.find((event) => event.getFirstPropertyValue('uid') == '2026-japan-race@f1.kiosk');
    expect(japan?.getFirstPropertyValue('summary')).toBe('F1: Großer Preis von Japan – Rennen');
    expect(String(japan?.getFirstPropertyValue('dtstart'))).toBe('2026-03-29T05:00:00Z');
    expect(japan?.getFirstPropertyValue('sequence')).toBe(0);

    await post('move/2026-japan-race?minutes=30');
    const moved = new ICAL.Component(ICAL.parse(await (await get('/season.ics')).text()))
      .getAllSubcomponents('vevent')
      .find((event) => event.getFirstPropertyValue('uid') == '2026-japan-race@f1.kiosk');
    expect(String(moved?.getFirstPropertyValue('dtstart'))).toBe('2026-03-29T05:30:00Z');
    expect(moved?.getFirstPropertyValue('sequence')).toBe(1);
  });
});

describe('demo GP ticker replay (issue 30)', () => {
  it('replays about 300 entries on the injected clock, with ETag and since', async () => {
    const { get, post, advance } = setUp();
    await post('replay/2026-japan?in=0&speed=4');
    const first = await get('/ticker/2026-japan');
    const opening = readTickerAnswer(await first.json());
    expect(opening).toMatchObject({ state: 'live', lap: 1, laps: 53 });
    expect(opening?.entries[0]?.kind).toBe('start');
    const etag = first.headers.get('ETag') ?? '';
    expect((await get('/ticker/2026-japan', { 'If-None-Match': etag })).status).toBe(304);

    advance(10 * 60_000);
    const since = opening?.entries[0]?.seq ?? 0;
    const later = readTickerAnswer(await (await get(`/ticker/2026-japan?since=${since}`)).json());
    expect(later?.state).toBe('live');
    expect(later?.entries.every((entry) => entry.seq > since)).toBe(true);
    expect(later?.entries.length).toBeGreaterThan(20);
    expect(later?.classification).toHaveLength(10);

    advance(60 * 60_000);
    const end = readTickerAnswer(await (await get('/ticker/2026-japan')).json());
    expect(end?.state).toBe('finished');
    expect(end?.entries[0]?.seq).toBeGreaterThan(270);
    expect(end?.entries[0]?.seq).toBeLessThan(330);
    const kinds = new Set(
      readTickerAnswer(await (await get('/ticker/2026-japan?since=-1')).json())?.entries.map(
        (entry) => entry.kind,
      ),
    );
    for (const kind of ['start', 'overtake', 'pit', 'yellow', 'safety-car', 'vsc', 'finish'])
      expect(kinds).toContain(kind);
  });

  it('pages older entries with before, and says Vorbericht (pre) before the build-up', async () => {
    const { get, post, advance } = setUp();
    expect(readTickerAnswer(await (await get('/ticker/2026-usa')).json())).toMatchObject({
      state: 'pre',
      entries: [],
    });
    await post('replay/2026-usa?in=0&speed=8');
    advance(30 * 60_000);
    const page = readTickerAnswer(await (await get('/ticker/2026-usa')).json());
    expect(page?.entries).toHaveLength(30);
    expect(page?.more).toBe(true);
    const oldest = page?.entries.at(-1)?.seq ?? 0;
    const older = readTickerAnswer(await (await get(`/ticker/2026-usa?before=${oldest}`)).json());
    expect(older?.entries[0]?.seq).toBe(oldest - 1);
  });

  it('fails, hangs or answers malformed per feed on demand, and knows no unknown round', async () => {
    const { get, post } = setUp();
    await post('mode/ticker/fail');
    expect((await get('/ticker/2026-japan')).status).toBe(503);
    expect((await get('/season')).status).toBe(200);
    await post('mode/season/malformed');
    expect(readSeason(await (await get('/season')).json())).toBeUndefined();
    await post('mode/ics/malformed');
    const broken = await (await get('/season.ics')).text();
    expect(() => ICAL.parse(broken)).toThrow();
    expect((await get('/ticker/2025-nirgendwo')).status).toBe(404);
  });
});
