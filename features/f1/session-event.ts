import type { CalendarEvent } from './ics.ts';
import { SESSION_LABELS, type Round, type Session } from './season.ts';

/** Where UIDs live: a session's id plus this is the same in every file, downloaded or subscribed. */
const UID_DOMAIN = 'f1.kiosk';

/** The calendar entry of one session: 'F1: Großer Preis von Japan – Rennen', at the circuit. */
export function sessionEvent(round: Round, session: Session, alarmMinutes?: number): CalendarEvent {
  return {
    uid: `${session.id}@${UID_DOMAIN}`,
    start: session.start,
    end: session.end,
    summary: `F1: ${round.name} – ${SESSION_LABELS[session.kind]}`,
    location: [round.circuit, round.city, round.country].filter(Boolean).join(', '),
    ...(round.url ? { url: round.url } : {}),
    sequence: session.sequence,
    ...(alarmMinutes === undefined ? {} : { alarmMinutes }),
  };
}
