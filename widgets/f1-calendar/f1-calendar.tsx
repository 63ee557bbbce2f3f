import { useEffect, useId, useRef, useState } from 'react';
import { countdownTarget } from '../../features/f1/countdown.ts';
import { downloadCalendar } from '../../features/f1/download-ics.ts';
import { buildCalendar } from '../../features/f1/ics.ts';
import { raceOf, SESSION_LABELS, type Round, type Season, type Session } from '../../features/f1/season.ts';
import { sessionEvent } from '../../features/f1/session-event.ts';
import { readTimeView, writeTimeView } from '../../features/f1/zone-choice.ts';
import {
  differsFromGerman,
  formatClock,
  formatShortDay,
  readerZone,
  VIEW_LABELS,
  zoneName,
  zoneOf,
  type TimeView,
} from '../../features/f1/zone-time.ts';
import type { TabStorage } from '../../src/kit/tab-storage.ts';
import { choice } from '../../ui/choice.ts';
import { textButton } from '../../ui/text-button.ts';
import './f1-calendar.css';

export interface F1CalendarProps {
  season: Season;
  tabs: TabStorage;
  alarm: boolean;
  subscribeUrl: string | undefined;
  now: number;
}

const ADD = 'In Kalender eintragen';

/** 'So., 29.03., 07:00 MESZ' in the zone shown: the date follows the zone. */
const when = (instant: string, zone: string) =>
  `${formatShortDay(instant, zone)}, ${formatClock(instant, zone)} ${zoneName(instant, zone)}`;

function SessionRow({
  round,
  session,
  zone,
  alarm,
}: {
  round: Round;
  session: Session;
  zone: string;
  alarm: boolean;
}) {
  const label = SESSION_LABELS[session.kind];
  const add = () =>
    downloadCalendar(
      buildCalendar([sessionEvent(round, session, alarm ? 30 : undefined)], { stamp: new Date() }),
      `${session.id}.ics`,
    );
  return (
    <li className="kiosk-f1-calendar__session">
      <span className="kiosk-f1-calendar__session-name">{label}</span>
      <time dateTime={session.start}>{when(session.start, zone)}</time>
      <button
        type="button"
        className={`${textButton} kiosk-f1-calendar__add`}
        aria-label={`${label}: ${ADD}`}
        onClick={add}
      >
        {ADD}
      </button>
    </li>
  );
}

function RoundItem(props: {
  round: Round;
  view: TimeView;
  reader: string;
  next: boolean;
  open: boolean;
  onToggle: () => void;
  alarm: boolean;
}) {
  const { round, view, reader, next, open, onToggle, alarm } = props;
  const sessionsId = useId();
  const zone = zoneOf(view, round.zone, reader);
  const race = raceOf(round);
  return (
    <li
      className={`kiosk-f1-calendar__round${next ? ' kiosk-f1-calendar__round--next' : ''}`}
      data-round={round.id}
    >
      <h3 className="kiosk-f1-calendar__heading">
        <button
          type="button"
          className="kiosk-f1-calendar__toggle"
          aria-expanded={open}
          aria-controls={sessionsId}
          onClick={onToggle}
        >
          <span className="kiosk-f1-calendar__number">{round.round}</span>
          <span className="kiosk-f1-calendar__name">{round.name}</span>
          {race && <span className="kiosk-f1-calendar__date">{when(race.start, zone)}</span>}
        </button>
      </h3>
      <p className="kiosk-f1-calendar__meta">
        {next && (
          <span className="kiosk-f1-calendar__badge kiosk-f1-calendar__badge--next">Nächstes Rennen</span>
        )}
        {round.sprint && <span className="kiosk-f1-calendar__badge">Sprint</span>}
        <span>{[round.circuit, round.city].filter(Boolean).join(', ')}</span>
      </p>
      {round.podium.length > 0 && (
        <p className="kiosk-f1-calendar__podium">
          Podium: {round.podium.map((place) => `${place.position}. ${place.driver}`).join(' · ')}
        </p>
      )}
      <ul id={sessionsId} className="kiosk-f1-calendar__sessions" hidden={!open}>
        {round.sessions.map((session) => (
          <SessionRow key={session.id} round={round} session={session} zone={zone} alarm={alarm} />
        ))}
      </ul>
    </li>
  );
}

/**
 * issue 30: every round of the season, the next one marked, opened and scrolled to within the list;
 * past ones with their podium; a round opens to its sessions in the chosen clock (German time,
 * Ortszeit, or 'Ihre Zeit' where the reader's clock differs), remembered across visits.
 */
export function F1Calendar({ season, tabs, alarm, subscribeUrl, now }: F1CalendarProps) {
  const reader = readerZone();
  const offerReader = season.rounds.some((round) =>
    round.sessions.some((session) => differsFromGerman(session.start, reader)),
  );
  const [view, setView] = useState<TimeView>(() => {
    const stored = readTimeView(tabs);
    return stored == 'reader' && !offerReader ? 'german' : stored;
  });
  const target = countdownTarget(season, now);
  const nextId = target.kind == 'break' ? undefined : target.round.id;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(nextId ? [nextId] : []));
  const list = useRef<HTMLOListElement>(null);
  const name = useId();

  useEffect(() => {
    // Scrolled within the list, never the page: the reader's place in the article stays. After the
    // hand-over (the first render is hidden until it replaces the server list), so it can be measured.
    const timer = setTimeout(() => {
      const box = list.current;
      const item = box?.querySelector<HTMLElement>('.kiosk-f1-calendar__round--next');
      if (box && item) box.scrollTop += item.getBoundingClientRect().top - box.getBoundingClientRect().top;
    });
    return () => clearTimeout(timer);
  }, []);

  const choose = (next: TimeView) => {
    setView(next);
    writeTimeView(tabs, next);
  };
  const toggle = (id: string) =>
    setOpen((before) => {
      const after = new Set(before);
      if (!after.delete(id)) after.add(id);
      return after;
    });
  const views: TimeView[] = offerReader ? ['german', 'track', 'reader'] : ['german', 'track'];

  return (
    <section className="kiosk-f1-calendar" aria-label={`Formel-1-Kalender ${season.year}`}>
      <fieldset className="kiosk-f1-calendar__views">
        <legend>Zeiten anzeigen in</legend>
        {views.map((option) => (
          <label key={option} className={choice}>
            <input type="radio" name={name} checked={view == option} onChange={() => choose(option)} />
            {VIEW_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <ol ref={list} className="kiosk-f1-calendar__rounds">
        {season.rounds.map((round) => (
          <RoundItem
            key={round.id}
            round={round}
            view={view}
            reader={reader}
            next={round.id == nextId}
            open={open.has(round.id)}
            onToggle={() => toggle(round.id)}
            alarm={alarm}
          />
        ))}
      </ol>
      {subscribeUrl && (
        <p className="kiosk-f1-calendar__subscribe">
          <a href={subscribeUrl}>Alle Rennen abonnieren</a>
        </p>
      )}
    </section>
  );
}
