import { trackElement } from '../../src/analytics/element-events.ts';
import type { Kiosk } from '../../src/widget-contract.ts';

/**
 * spec 9.6: 'F1-Widget / sichtbar' and 'klick' with the label countdown. A part of its own, loaded once
 * the countdown shows (issue 30: countdown ≤ 2 KB); importing the element events here rather than from
 * the widget keeps their shared chunk a plain module, with no namespace object for a dynamic import.
 */
export const trackCountdown = (box: Element, kiosk: Pick<Kiosk, 'bus'>) =>
  trackElement(box, { area: 'f1Widget', label: 'countdown' }, (event) =>
    kiosk.bus.emit('analytics-event', event),
  );
