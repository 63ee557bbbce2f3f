import { Hono, type Context } from 'hono';
import { buildCalendar } from '../../../features/f1/ics.ts';
import type { Round, Session } from '../../../features/f1/season.ts';
import { sessionEvent } from '../../../features/f1/session-event.ts';
import type { ClassifiedCar, TickerAnswer, TickerEntry } from '../../../features/f1/ticker-entry.ts';
import type { BackendOptions } from '../backend.ts';
import { gapSeconds, raceScript, type ScriptEntry } from './race-script.ts';
import {
  DEMO_DRIVERS,
  NEXT_SEASON_START,
  SEASON_SEED,
  SEASON_YEAR,
  SESSION_MINUTES,
  type RoundSeed,
} from './seed.ts';
import { addDays, wallTimeOf, wallTimeToInstant } from './wall-time.ts';

/** How each feed answers: normally, after {@link SLOW_MS}, with a 503, or with a body that is not the format. */
export type F1Mode = 'ok' | 'slow' | 'fail' | 'malformed';
export type F1Feed = 'season' | 'ticker' | 'ics';

export const SLOW_MS = 4_000;
/** Entries in a first ticker answer; older ones come with `before`. */
export const TICKER_PAGE = 30;
const MODES: readonly F1Mode[] = ['ok', 'slow', 'fail', 'malformed'];
const FEEDS: readonly F1Feed[] = ['season', 'ticker', 'ics'];
const DEMO_NOTE =
  'Demodaten: Termine nach dem FIA-Kalender 2026, Ergebnisse und Ticker generiert, Fahrernamen erfunden.';

interface Replay {
  /** Lights out, as an instant. */
  start: number;
  speed: number;
}

const roundId = (seed: RoundSeed) => `${SEASON_YEAR}-${seed.slug}`;

/**
 * A session as served: the instants the browser uses, and beside them the wall time at the track they
 * were turned from (issue 30: the server 'sends both'), for a platform's own pages and checks. Kiosk
 * formats instants only.
 */
type ServedSession = Session & { local: string };

/**
 * The Formula 1 demo backend (issue 30): the 2026 season with sessions as instants turned from the
 * track's wall times on the server, generated results, a ticker per race replaying a scripted race on
 * the injected clock (ETag, `since`, `before`), and the season as an .ics feed. `…/demo/…` routes are
 * the demo's switches: a feed's mode, a replay starting now at any speed, a session moved (its
 * SEQUENCE rises, so subscribed calendars take the new time).
 */
export function createF1({ now }: BackendOptions) {
  const app = new Hono();
  const modes = new Map<F1Feed, F1Mode>();
  const replays = new Map<string, Replay>();
  const moves = new Map<string, { minutes: number; sequence: number }>();
  const scripts = new Map<string, ScriptEntry[]>();
  const scriptOf = (seed: RoundSeed) => {
    let script = scripts.get(seed.slug);
    if (!script) scripts.set(seed.slug, (script = raceScript(seed)));
    return script;
  };
  const seedOf = (id: string) => SEASON_SEED.find((seed) => roundId(seed) == id);

  const sessionsOf = (seed: RoundSeed): ServedSession[] =>
    seed.sessions.map(({ kind, day, time }) => {
      const id = `${roundId(seed)}-${kind}`;
      const move = moves.get(id);
      const start =
        wallTimeToInstant(addDays(seed.raceDay, day), time, seed.zone).getTime() +
        (move?.minutes ?? 0) * 60_000;
      return {
        id,
        kind,
        start: new Date(start).toISOString(),
        end: new Date(start + SESSION_MINUTES[kind] * 60_000).toISOString(),
        // Read back from the instant, so a moved session's wall time moves with it.
        local: wallTimeOf(start, seed.zone),
        sequence: move?.sequence ?? 0,
      };
    });

  const replayOf = (seed: RoundSeed): Replay => {
    const race = sessionsOf(seed).find((session) => session.kind == 'race');
    return replays.get(roundId(seed)) ?? { start: Date.parse(race?.start ?? ''), speed: 1 };
  };
  /** The script entries published by now: those whose time (at the replay's speed) has come. */
  const publishedOf = (seed: RoundSeed) => {
    const { start, speed } = replayOf(seed);
    const time = now().getTime();
    return scriptOf(seed).filter((entry) => start + entry.offsetMs / speed <= time);
  };

  const podiumOf = (seed: RoundSeed) => {
    const script = scriptOf(seed);
    const published = publishedOf(seed);
    if (published.length < script.length) return [];
    return (script.at(-1)?.order ?? []).slice(0, 3).map((index, at) => ({
      position: at + 1,
      driver: DEMO_DRIVERS[index]?.driver ?? '',
      team: DEMO_DRIVERS[index]?.team ?? '',
    }));
  };

  const roundOf = (origin: string, seed: RoundSeed, index: number): Round => ({
    round: index + 1,
    id: roundId(seed),
    name: seed.name,
    circuit: seed.circuit,
    city: seed.city,
    country: seed.country,
    zone: seed.zone,
    sprint: seed.sprint === true,
    url: `${origin}/formel-1/ticker/?rennen=${roundId(seed)}`,
    sessions: sessionsOf(seed),
    podium: podiumOf(seed),
  });
  const seasonOf = (origin: string) => SEASON_SEED.map((seed, index) => roundOf(origin, seed, index));

  /** Applies a feed's demo mode; a response when the mode answers instead of the route. */
  const faulted = async (c: Context, feed: F1Feed) => {
    const mode = modes.get(feed) ?? 'ok';
    if (mode == 'fail') return c.json({ error: `${feed} unavailable` }, 503);
    if (mode == 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    if (mode == 'malformed')
      return feed == 'ics'
        ? c.body('BEGIN:VCALENDAR\r\nkaputt', 200, { 'Content-Type': 'text/calendar; charset=utf-8' })
        : c.json({ rounds: 'kaputt' });
    return undefined;
  };

  /** ETag and a 304 for an unchanged answer. */
  const conditional = (c: Context, etag: string) => {
    c.header('ETag', etag);
    c.header('Cache-Control', 'no-cache');
    return c.req.header('If-None-Match') == etag ? c.body(null, 304) : undefined;
  };
  const versionOf = () =>
    `${[...moves.values()].reduce((sum, move) => sum + move.sequence, 0)}-${SEASON_SEED.filter((seed) => podiumOf(seed).length).length}`;

  app.get('/season', async (c) => {
    const fault = await faulted(c, 'season');
    if (fault) return fault;
    const unchanged = conditional(c, `"season-${versionOf()}"`);
    if (unchanged) return unchanged;
    const { date, time, zone } = NEXT_SEASON_START;
    return c.json({
      year: SEASON_YEAR,
      note: DEMO_NOTE,
      rounds: seasonOf(new URL(c.req.url).origin),
      nextSeasonStart: wallTimeToInstant(date, time, zone).toISOString(),
    });
  });

  app.get('/season.ics', async (c) => {
    const fault = await faulted(c, 'ics');
    if (fault) return fault;
    const unchanged = conditional(c, `"ics-${versionOf()}"`);
    if (unchanged) return unchanged;
    const events = seasonOf(new URL(c.req.url).origin).flatMap((round) =>
      round.sessions.map((session) => sessionEvent(round, session)),
    );
    const body = buildCalendar(events, { stamp: now(), name: `Formel 1 ${SEASON_YEAR}` });
    return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
  });

  const entryOf = (seed: RoundSeed, replay: Replay, entry: ScriptEntry, seq: number): TickerEntry => ({
    id: `${roundId(seed)}-${seq}`,
    seq,
    time: new Date(replay.start + entry.offsetMs / replay.speed).toISOString(),
    lap: entry.lap,
    kind: entry.kind,
    important: entry.important,
    text: entry.text,
  });

  app.get('/ticker/:round', async (c) => {
    const seed = seedOf(c.req.param('round'));
    if (!seed) return c.json({ error: 'unknown round' }, 404);
    const fault = await faulted(c, 'ticker');
    if (fault) return fault;
    const published = publishedOf(seed);
    const since = c.req.query('since');
    const before = c.req.query('before');
    const unchanged = conditional(c, `"${roundId(seed)}-${published.length}-${since ?? ''}-${before ?? ''}"`);
    if (unchanged) return unchanged;
    const replay = replayOf(seed);
    const all = published.map((entry, seq) => entryOf(seed, replay, entry, seq)).reverse();
    const chosen =
      since !== undefined
        ? all.filter((entry) => entry.seq > Number(since)).slice(0, TICKER_PAGE * 10)
        : all.filter((entry) => before === undefined || entry.seq < Number(before)).slice(0, TICKER_PAGE);
    const last = published.at(-1);
    const finished = published.length == scriptOf(seed).length;
    const lap = last?.lap ?? 0;
    const classification: ClassifiedCar[] = (last?.order ?? []).slice(0, 10).map((index, position) => ({
      position: position + 1,
      driver: DEMO_DRIVERS[index]?.driver ?? '',
      code: DEMO_DRIVERS[index]?.code ?? '',
      team: DEMO_DRIVERS[index]?.team ?? '',
      gap: gapSeconds(position, lap, seed.laps),
    }));
    const answer: TickerAnswer & { note: string } = {
      round: { id: roundId(seed), name: seed.name },
      state: finished ? 'finished' : now().getTime() >= replay.start ? 'live' : 'pre',
      lap,
      laps: seed.laps,
      classification: lap > 0 ? classification : [],
      entries: chosen,
      more: (chosen.at(-1)?.seq ?? 0) > 0,
      note: DEMO_NOTE,
    };
    return c.json(answer);
  });

  /** A form on the demo index posts here; it goes back to where it came from. */
  const answer = (c: Context, body: Record<string, unknown>) =>
    c.req.header('Content-Type')?.includes('form')
      ? c.redirect(c.req.header('Referer') ?? '/', 303)
      : c.json(body);

  app.post('/demo/mode/:feed/:mode', (c) => {
    const feed = c.req.param('feed') as F1Feed;
    const mode = c.req.param('mode') as F1Mode;
    if (!FEEDS.includes(feed) || !MODES.includes(mode)) return c.json({ error: 'unknown feed or mode' }, 404);
    modes.set(feed, mode);
    return answer(c, { feed, mode });
  });

  /** `?in=<seconds>` until lights out (default 60, the build-up is then under way), `speed` 1–60. */
  app.post('/demo/replay/:round', (c) => {
    const seed = seedOf(c.req.param('round'));
    if (!seed) return c.json({ error: 'unknown round' }, 404);
    const speed = Math.min(Math.max(Number(c.req.query('speed')) || 1, 1), 60);
    const lead = Math.max(Number(c.req.query('in') ?? 60) || 0, 0);
    replays.set(roundId(seed), { start: now().getTime() + lead * 1000, speed });
    return answer(c, { round: roundId(seed), speed });
  });

  /** Moves a session by `?minutes=` and raises its SEQUENCE. */
  app.post('/demo/move/:session', (c) => {
    const id = c.req.param('session');
    if (!SEASON_SEED.some((seed) => id.startsWith(`${roundId(seed)}-`)))
      return c.json({ error: 'unknown session' }, 404);
    const move = moves.get(id) ?? { minutes: 0, sequence: 0 };
    moves.set(id, {
      minutes: move.minutes + (Number(c.req.query('minutes')) || 0),
      sequence: move.sequence + 1,
    });
    return answer(c, { session: id, sequence: move.sequence + 1 });
  });

  return { app };
}
