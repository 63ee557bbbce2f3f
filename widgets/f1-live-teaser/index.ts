import { trackElement } from '../../src/analytics/element-events.ts';
import { runClockLoop } from '../../features/f1/clock-loop.ts';
import { countdownTarget } from '../../features/f1/countdown.ts';
import { loadSeason } from '../../features/f1/season-calls.ts';
import { SESSION_LABELS } from '../../features/f1/season.ts';
import { loadTicker } from '../../features/f1/ticker-calls.ts';
import type { TickerEntry } from '../../features/f1/ticker-entry.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { createElementHelper } from '../../src/kit/element-helper.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import { LIVE_LINK_TEXT, renderCountdown } from '../../ui/f1-countdown-box.ts';
import './f1-live-teaser.css';
import { meta } from './meta.ts';

/** How often the teaser asks for the latest entry while a session is live. */
const POLL_MS = 30_000;

/**
 * issue 30: while a session is live, 'LIVE', the GP, the latest ticker entry and a link; otherwise the
 * countdown, in the same box of one fixed height, so nothing on the page moves when a session starts
 * or ends. Plain DOM; polls only while live and visible (the clock loop stops while hidden).
 */
export const mount = defineWidget(meta, async ({ element, props, kiosk, scope }) => {
  const season = await loadSeason(kiosk, meta.name);
  if (!season || scope.signal.aborted) return;
  const h = createElementHelper(meta.name, scope);
  const box = kioskRoot(h('div', { class: 'kiosk-f1-countdown kiosk-f1-live-teaser' }));
  const fallback = [...element.childNodes];
  element.replaceChildren(box);
  scope.add(() => element.replaceChildren(...fallback));

  let latest: { round: string; entry: TickerEntry | undefined } | undefined;
  let polledAt = 0;
  let inFlight = false;
  const poll = async (round: string, rerender: () => void) => {
    inFlight = true;
    // The widget's signal: an unmount gives up a poll in flight (none is sent once it has aborted).
    const answer = await loadTicker(kiosk, round, {}, { signal: scope.signal });
    inFlight = false;
    polledAt = Date.now();
    if (scope.signal.aborted) return;
    // A failed poll keeps the entry shown; the next one comes after the interval.
    if (answer) latest = { round, entry: answer.entries[0] };
    rerender();
  };

  const render = (nowMs: number): number => {
    const target = countdownTarget(season, nowMs, props.sessions);
    if (target.kind != 'live') return renderCountdown(box, h, target, nowMs);
    const { round, session } = target;
    if (!inFlight && (latest?.round != round.id || nowMs - polledAt >= POLL_MS))
      void poll(round.id, () => render(Date.now()));
    const entry = latest?.round == round.id ? latest.entry : undefined;
    box.replaceChildren(
      h(
        'p',
        { class: 'kiosk-f1-countdown__event' },
        h('span', { class: 'kiosk-f1-countdown__live' }, 'LIVE'),
        ' ',
        `${round.name} – ${SESSION_LABELS[session.kind]}`,
      ),
      h(
        'p',
        { class: 'kiosk-f1-live-teaser__entry' },
        entry ? (entry.lap ? `Runde ${entry.lap}: ${entry.text}` : entry.text) : '',
      ),
      round.url ? h('a', { class: 'kiosk-f1-countdown__link', href: round.url }, LIVE_LINK_TEXT) : '',
    );
    return Math.min(POLL_MS, Math.max(Date.parse(session.end) - nowMs, 1000));
  };
  runClockLoop(scope, render);
  scope.add(
    trackElement(box, { area: 'f1Widget', label: 'teaser' }, (event) =>
      kiosk.bus.emit('analytics-event', event),
    ),
  );
});
