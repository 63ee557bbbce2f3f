import { logError } from '../../src/log.ts';

/** The kinds of GP ticker entry (issue 30). */
export type TickerEntryKind =
  'info' | 'start' | 'overtake' | 'pit' | 'yellow' | 'safety-car' | 'vsc' | 'red-flag' | 'penalty' | 'finish';

/** Each kind's German text, shown beside its icon so the type never rests on the icon alone. */
export const ENTRY_KIND_LABELS: Readonly<Record<TickerEntryKind, string>> = {
  info: 'Info',
  start: 'Start',
  overtake: 'Überholmanöver',
  pit: 'Boxenstopp',
  yellow: 'Gelbe Flagge',
  'safety-car': 'Safety-Car',
  vsc: 'VSC',
  'red-flag': 'Rote Flagge',
  penalty: 'Strafe',
  finish: 'Zieleinlauf',
};

export interface TickerEntry {
  id: string;
  /** The feed's running number: `since` asks for the entries after one. */
  seq: number;
  /** ISO instant. */
  time: string;
  lap: number;
  kind: TickerEntryKind;
  important: boolean;
  text: string;
}

export type RaceState = 'pre' | 'live' | 'finished';

export interface ClassifiedCar {
  position: number;
  driver: string;
  code: string;
  team: string;
  /** Seconds behind the leader; 0 for the leader. */
  gap: number;
}

/** One answer of `/f1/ticker/{round}`. */
export interface TickerAnswer {
  round: { id: string; name: string };
  state: RaceState;
  lap: number;
  laps: number;
  classification: ClassifiedCar[];
  /** Newest first. */
  entries: TickerEntry[];
  /** Whether older entries than the oldest here exist ('Ältere Einträge laden'). */
  more: boolean;
}

const KINDS = Object.keys(ENTRY_KIND_LABELS) as TickerEntryKind[];
const STATES: readonly RaceState[] = ['pre', 'live', 'finished'];
const text = (value: unknown) => (typeof value == 'string' ? value.trim() : '');
const fieldsOf = (raw: unknown) =>
  typeof raw == 'object' && raw !== null ? (raw as Record<string, unknown>) : undefined;

function readEntry(raw: unknown): TickerEntry | undefined {
  const fields = fieldsOf(raw);
  if (!fields) return undefined;
  const kind = KINDS.includes(fields.kind as TickerEntryKind) ? (fields.kind as TickerEntryKind) : 'info';
  const entry = {
    id: text(fields.id),
    seq: Number(fields.seq),
    time: text(fields.time),
    lap: Number(fields.lap) || 0,
    kind,
    important: fields.important === true,
    text: text(fields.text),
  };
  return entry.id && entry.text && Number.isInteger(entry.seq) && !Number.isNaN(Date.parse(entry.time))
    ? entry
    : undefined;
}

function readCar(raw: unknown): ClassifiedCar | undefined {
  const fields = fieldsOf(raw);
  const car = fields && {
    position: Number(fields.position),
    driver: text(fields.driver),
    code: text(fields.code),
    team: text(fields.team),
    gap: Number(fields.gap) || 0,
  };
  return car && car.position >= 1 && car.driver ? car : undefined;
}

/** A ticker answer checked field by field; undefined when it is not one. Bad entries are left out and reported. */
export function readTickerAnswer(body: unknown): TickerAnswer | undefined {
  const fields = fieldsOf(body);
  const round = fieldsOf(fields?.round);
  if (!fields || !round || !Array.isArray(fields.entries) || !STATES.includes(fields.state as RaceState))
    return undefined;
  const entries = fields.entries.map(readEntry).filter((entry) => entry !== undefined);
  if (entries.length < fields.entries.length)
    logError(
      'gp-ticker',
      `ticker: ${fields.entries.length - entries.length} entry(ies) without id, text or time left out`,
    );
  return {
    round: { id: text(round.id), name: text(round.name) },
    state: fields.state as RaceState,
    lap: Number(fields.lap) || 0,
    laps: Number(fields.laps) || 0,
    classification: Array.isArray(fields.classification)
      ? fields.classification.map(readCar).filter((car) => car !== undefined)
      : [],
    entries,
    more: fields.more === true,
  };
}

/**
 * The entries of `held` and `incoming` as one list, newest first, each id once (the newer copy wins:
 * a corrected text replaces the old one). Polls overlap and 'Ältere Einträge laden' adds from below,
 * so the same entry may arrive twice.
 */
export function mergeEntries(held: readonly TickerEntry[], incoming: readonly TickerEntry[]): TickerEntry[] {
  const byId = new Map<string, TickerEntry>();
  for (const entry of [...held, ...incoming]) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => b.seq - a.seq);
}
