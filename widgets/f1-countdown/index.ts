import { runClockLoop } from '../../features/f1/clock-loop.ts';
import { countdownTarget } from '../../features/f1/countdown.ts';
import { loadSeason } from '../../features/f1/season-calls.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { createElementHelper } from '../../src/kit/element-helper.ts';
import { logError } from '../../src/log.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import { renderCountdown } from '../../ui/f1-countdown-box.ts';
import { meta } from './meta.ts';

/**
 * issue 30: the countdown to the next race or session. Plain DOM: a text that changes once a minute
 * (each second in the last hour) needs no UI runtime. Without a season it keeps the server markup:
 * no time rather than a wrong one.
 */
export const mount = defineWidget(meta, async ({ element, props, kiosk, scope }) => {
  const season = await loadSeason(kiosk, meta.name);
  if (!season || scope.signal.aborted) return;
  const h = createElementHelper(meta.name, scope);
  const box = kioskRoot(h('div', { class: 'kiosk-f1-countdown' }));
  const fallback = [...element.childNodes];
  element.replaceChildren(box);
  scope.add(() => element.replaceChildren(...fallback));
  let tallest = 0;
  runClockLoop(scope, (nowMs) => {
    const wait = renderCountdown(box, h, countdownTarget(season, nowMs, props.sessions), nowMs);
    // The box never shrinks (the live view is shorter than the countdown): the article below stays put.
    tallest = Math.max(tallest, box.offsetHeight);
    box.style.minHeight = `${tallest}px`;
    return wait;
  });
  // issue 30 (countdown ≤ 2 KB): the seen and click events are no part of what the reader first sees, so
  // their chunk comes after the countdown shows; a click meanwhile is counted here and reported with it.
  let earlyClicks = 0;
  const countEarly = () => earlyClicks++;
  box.addEventListener('click', countEarly, true);
  import('./track-countdown.ts').then(
    ({ trackCountdown }) => {
      box.removeEventListener('click', countEarly, true);
      if (!scope.signal.aborted) scope.add(trackCountdown(box, kiosk, earlyClicks));
    },
    (error: unknown) => logError(meta.name, "'F1-Widget / sichtbar' and 'klick' not reported", error),
  );
});
