import { countdownText, nextChangeIn, remaining, type CountdownTarget } from '../features/f1/countdown.ts';
import { SESSION_LABELS } from '../features/f1/season.ts';
import {
  differsFromGerman,
  formatClock,
  formatDay,
  formatLongDate,
  formatShortDay,
  GERMAN_ZONE,
  readerZone,
  zoneName,
} from '../features/f1/zone-time.ts';
import type { ElementHelper } from '../src/kit/element-helper.ts';
import './f1-countdown-box.css';

/** The link from a live session to its ticker. */
export const LIVE_LINK_TEXT = 'Zum Live-Ticker';

/** 'Sa., 28.03., 22:00' when the day differs from German time's, else '22:00'. */
const clockIn = (instant: string, zone: string) =>
  formatShortDay(instant, zone) == formatShortDay(instant, GERMAN_ZONE)
    ? formatClock(instant, zone)
    : `${formatShortDay(instant, zone)}, ${formatClock(instant, zone)}`;

/**
 * The countdown's content for one target at `nowMs` (issue 30), shared by `f1-countdown` and the
 * countdown half of `f1-live-teaser`. The ticking text is `aria-hidden`: screen readers get the start
 * as a date in text, never a live region that ticks. Returns when the text next changes (ms).
 */
export function renderCountdown(
  box: HTMLElement,
  h: ElementHelper,
  target: CountdownTarget,
  nowMs: number,
): number {
  if (target.kind == 'break') {
    box.replaceChildren(
      h(
        'p',
        { class: 'kiosk-f1-countdown__break' },
        target.nextSeasonStart
          ? `Saisonpause – die neue Saison beginnt am ${formatLongDate(target.nextSeasonStart, GERMAN_ZONE)}.`
          : 'Saisonpause',
      ),
    );
    return 60 * 60_000;
  }
  const { round, session } = target;
  const title = `${round.name} – ${SESSION_LABELS[session.kind]}`;
  if (target.kind == 'live') {
    box.replaceChildren(
      h(
        'p',
        { class: 'kiosk-f1-countdown__event' },
        h('span', { class: 'kiosk-f1-countdown__live' }, 'LIVE'),
        ' ',
        title,
      ),
      round.url ? h('a', { class: 'kiosk-f1-countdown__link', href: round.url }, LIVE_LINK_TEXT) : '',
    );
    return Math.max(Date.parse(session.end) - nowMs, 1000);
  }
  const left = remaining(nowMs, Date.parse(session.start));
  const reader = readerZone();
  box.replaceChildren(
    h('p', { class: 'kiosk-f1-countdown__event' }, title),
    h('p', { class: 'kiosk-f1-countdown__left', 'aria-hidden': 'true' }, countdownText(left)),
    h(
      'p',
      { class: 'kiosk-f1-countdown__start' },
      h(
        'time',
        { datetime: session.start },
        `${formatDay(session.start, GERMAN_ZONE)}, ${formatClock(session.start, GERMAN_ZONE)} Uhr ${zoneName(session.start, GERMAN_ZONE)}`,
      ),
      h('span', { class: 'kiosk-f1-countdown__other' }, `Ortszeit ${clockIn(session.start, round.zone)}`),
      differsFromGerman(session.start, reader)
        ? h('span', { class: 'kiosk-f1-countdown__other' }, `Ihre Zeit ${clockIn(session.start, reader)}`)
        : null,
    ),
  );
  return Math.min(nextChangeIn(left), Math.max(left.ms, 1000));
}
