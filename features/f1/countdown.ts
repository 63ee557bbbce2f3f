import { raceOf, type Round, type Season, type Session } from './season.ts';

/**
 * Countdown maths (issue 30): always the difference of two instants, never of wall clocks, so a
 * weekend across a DST switch counts the hours that really pass.
 */

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole milliseconds left (never negative). */
  ms: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function remaining(fromMs: number, toMs: number): Remaining {
  const ms = Math.max(0, toMs - fromMs);
  return {
    days: Math.floor(ms / DAY),
    hours: Math.floor((ms % DAY) / HOUR),
    minutes: Math.floor((ms % HOUR) / MINUTE),
    seconds: Math.floor((ms % MINUTE) / SECOND),
    ms,
  };
}

/** In the last hour the countdown counts seconds. */
export const countsSeconds = ({ ms }: Remaining) => ms < HOUR;

/**
 * 'Noch 2 Tage 14 Std. 3 Min.'; in the last hour 'Noch 42 Min. 5 Sek.'. Minutes are rounded down, so
 * the text never promises more time than is left.
 */
export function countdownText(left: Remaining): string {
  const parts: string[] = [];
  if (left.days > 0) parts.push(`${left.days} ${left.days == 1 ? 'Tag' : 'Tage'}`);
  if (left.days > 0 || left.hours > 0) parts.push(`${left.hours} Std.`);
  parts.push(`${left.minutes} Min.`);
  if (countsSeconds(left)) parts.push(`${left.seconds} Sek.`);
  return `Noch ${parts.join(' ')}`;
}

/**
 * Milliseconds until the text changes: just past the next whole minute (each second in the last hour),
 * or just past the start of the last hour, when the seconds appear.
 */
export const nextChangeIn = (left: Remaining) => {
  const next = (left.ms % (countsSeconds(left) ? SECOND : MINUTE)) + 1;
  const untilLastHour = left.ms - HOUR + 1;
  return untilLastHour > 0 && untilLastHour < next ? untilLastHour : next;
};

/** What the countdown shows now: a session ahead, a live one, or the break between seasons. */
export type CountdownTarget =
  | { kind: 'upcoming'; round: Round; session: Session }
  | { kind: 'live'; round: Round; session: Session }
  | { kind: 'break'; nextSeasonStart: string | undefined };

/**
 * The target at `nowMs`: a session under way (of any kind) is live; else the next race, or with
 * `bySession` the next session of any kind; after the last race, the break.
 */
export function countdownTarget(season: Season, nowMs: number, bySession = false): CountdownTarget {
  for (const round of season.rounds)
    for (const session of round.sessions)
      if (Date.parse(session.start) <= nowMs && nowMs < Date.parse(session.end))
        return { kind: 'live', round, session };
  for (const round of season.rounds) {
    const sessions = bySession ? round.sessions : [raceOf(round)].filter((race) => race !== undefined);
    const session = sessions.find((candidate) => Date.parse(candidate.start) > nowMs);
    if (session) return { kind: 'upcoming', round, session };
  }
  return { kind: 'break', nextSeasonStart: season.nextSeasonStart };
}
