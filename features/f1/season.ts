import { safeUrl } from '../../src/kit/safe-url.ts';
import { logError } from '../../src/log.ts';

/** The kinds of session of a Grand Prix weekend (issue 30); sprint weekends have FP1, sprint ones and the race. */
export type SessionKind = 'fp1' | 'fp2' | 'fp3' | 'sprint-qualifying' | 'sprint' | 'qualifying' | 'race';

/** German names of the sessions, as a reader sees them in lists and in a calendar entry. */
export const SESSION_LABELS: Readonly<Record<SessionKind, string>> = {
  fp1: '1. Training',
  fp2: '2. Training',
  fp3: '3. Training',
  'sprint-qualifying': 'Sprint-Qualifying',
  sprint: 'Sprint',
  qualifying: 'Qualifying',
  race: 'Rennen',
};

/**
 * One session. `start`/`end` are instants (ISO 8601 with `Z`) computed on the server from the track's
 * wall time; the browser never converts wall times, it only formats instants in a zone.
 */
export interface Session {
  /** Stable across time changes: the calendar UID is built from it. */
  id: string;
  kind: SessionKind;
  start: string;
  end: string;
  /** Raised by the server whenever the session's time changes (RFC 5545 SEQUENCE). */
  sequence: number;
}

export interface PodiumPlace {
  position: number;
  driver: string;
  team: string;
}

export interface Round {
  round: number;
  id: string;
  /** German GP name: 'Großer Preis von Japan'. */
  name: string;
  circuit: string;
  city: string;
  country: string;
  /** The track's IANA zone, for 'Ortszeit'. */
  zone: string;
  sprint: boolean;
  /** The round's page (ticker / report); passed `safeUrl`. */
  url: string;
  sessions: Session[];
  /** Generated demo results of a past round. */
  podium: PodiumPlace[];
}

export interface Season {
  year: number;
  rounds: Round[];
  /** The first race of the next season, once known: 'Saisonpause – die neue Saison beginnt am …'. */
  nextSeasonStart?: string;
}

const SOURCE = 'f1';
const KINDS = Object.keys(SESSION_LABELS) as SessionKind[];
const text = (value: unknown) => (typeof value == 'string' ? value.trim() : '');
const instant = (value: unknown) => {
  const raw = text(value);
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?Z$/.test(raw) ? raw : '';
};
const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('de-DE', { timeZone: zone });
    return zone != '';
  } catch {
    return false;
  }
};

function readSession(raw: unknown): Session | undefined {
  if (typeof raw != 'object' || raw === null) return undefined;
  const fields = raw as Record<string, unknown>;
  const kind = fields.kind as SessionKind;
  const start = instant(fields.start);
  const end = instant(fields.end);
  const id = text(fields.id);
  if (!id || !KINDS.includes(kind) || !start || !end || Date.parse(end) < Date.parse(start)) return undefined;
  const sequence =
    typeof fields.sequence == 'number' && fields.sequence >= 0 ? Math.floor(fields.sequence) : 0;
  return { id, kind, start, end, sequence };
}

function readPodium(raw: unknown): PodiumPlace[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((place: unknown) => {
      const fields = (typeof place == 'object' && place !== null ? place : {}) as Record<string, unknown>;
      return { position: Number(fields.position), driver: text(fields.driver), team: text(fields.team) };
    })
    .filter((place) => place.position >= 1 && place.driver != '');
}

function readRound(raw: unknown): Round | undefined {
  if (typeof raw != 'object' || raw === null) return undefined;
  const fields = raw as Record<string, unknown>;
  const zone = text(fields.zone);
  const sessions = Array.isArray(fields.sessions)
    ? fields.sessions.map(readSession).filter((session) => session !== undefined)
    : [];
  const name = text(fields.name);
  const id = text(fields.id);
  const url = safeUrl(fields.url, { source: SOURCE, field: 'url' }) ?? '';
  // A round without a zone or a race cannot be shown in the right time: left out, never guessed.
  if (!id || !name || !isZone(zone) || !sessions.some((session) => session.kind == 'race')) return undefined;
  return {
    round: Number(fields.round) || 0,
    id,
    name,
    circuit: text(fields.circuit),
    city: text(fields.city),
    country: text(fields.country),
    zone,
    sprint: fields.sprint === true,
    url,
    sessions: sessions.sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
    podium: readPodium(fields.podium),
  };
}

/** The season of a `/f1/season` answer, rounds in order; undefined when the answer is not a season. */
export function readSeason(body: unknown): Season | undefined {
  const fields = (typeof body == 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (!Array.isArray(fields.rounds) || typeof fields.year != 'number') return undefined;
  const rounds = fields.rounds.map(readRound).filter((round) => round !== undefined);
  if (rounds.length < fields.rounds.length)
    logError(
      SOURCE,
      `season: ${fields.rounds.length - rounds.length} round(s) without id, name, zone or race left out`,
    );
  const nextSeasonStart = instant(fields.nextSeasonStart);
  return {
    year: fields.year,
    rounds: rounds.sort((a, b) => a.round - b.round),
    ...(nextSeasonStart ? { nextSeasonStart } : {}),
  };
}

/** The race of a round (every read round has one). */
export const raceOf = (round: Round): Session | undefined =>
  round.sessions.find((session) => session.kind == 'race');
