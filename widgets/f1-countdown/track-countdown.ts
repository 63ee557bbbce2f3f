import { ELEMENT_AREAS } from '../../src/analytics/catalogue.ts';
import { trackElement } from '../../src/analytics/element-events.ts';
import type { Kiosk } from '../../src/widget-contract.ts';

/**
 * spec 9.6: 'F1-Widget / sichtbar' and 'klick' with the label countdown. A part of its own, loaded once
 * the countdown shows (issue 30: countdown ≤ 2 KB); importing the element events here rather than from
 * the widget keeps their shared chunk a plain module, with no namespace object for a dynamic import.
 * `earlyClicks`: the clicks the widget counted while this part loaded, reported now, not lost.
 */
export function trackCountdown(box: Element, kiosk: Pick<Kiosk, 'bus'>, earlyClicks: number) {
  const label = { label: 'countdown' };
  for (let click = 0; click < earlyClicks; click++)
    kiosk.bus.emit('analytics-event', { name: `${ELEMENT_AREAS.f1Widget} / klick`, props: label });
  return trackElement(box, { area: 'f1Widget', ...label }, (event) =>
    kiosk.bus.emit('analytics-event', event),
  );
}
