import {
  ELEMENT_AREAS,
  type AnalyticsEvent,
  type ElementAction,
  type ElementArea,
  type MediaArea,
} from './catalogue.ts';
import { whenSeen, type VisibilityThreshold } from './when-seen.ts';

const CLICKS = ['click', 'auxclick'] as const;

/**
 * How to report one element. Videos and galleries are not reported this way: their events carry the
 * player's length, time and counter (spec 9.6 MediaProps), which their own trackers read as the events
 * fire (ui/video-facade.ts and its playback, widgets/gallery/gallery-tracker.ts).
 */
export interface ElementTracking {
  area: Exclude<ElementArea, MediaArea>;
  label?: string;
  /** Where the CMS placed it (`data-kiosk-position`), 1 for the first. */
  position?: number;
  threshold?: VisibilityThreshold;
}

/**
 * spec 9.6: reports the element's visibility ('sichtbar', once) and every click on it ('klick') as the
 * area's pair of events. Returns how to stop.
 *
 * @example
 * ```ts
 * const stop = trackElement(box, { area: 'productBox', label: 'Position 2' }, (event) =>
 *   kiosk.bus.emit('analytics-event', event),
 * );
 * ```
 */
export function trackElement(
  element: Element,
  tracking: ElementTracking,
  track: (event: AnalyticsEvent) => void,
): () => void {
  const { area, label, position } = tracking;
  const report = (action: ElementAction) =>
    track({
      name: `${ELEMENT_AREAS[area]} / ${action}`,
      props: {
        ...(label !== undefined && { label }),
        // A position counts from 1 (data-kiosk-position), so 0 is none.
        ...(position && { position }),
      },
    });

  const onClick = (event: Event) => {
    // A middle click on a link opens it in a new tab, which readers do as often as a click; a middle
    // click elsewhere (or another button) does nothing and is no klick.
    const { button, target } = event as MouseEvent;
    if (event.type == 'auxclick' && (button != 1 || !(target as Element).closest('a[href]'))) return;
    report('klick');
  };
  // Capture, so a click that a link inside the element stops from bubbling still counts.
  for (const type of CLICKS) element.addEventListener(type, onClick, { capture: true });
  const unwatch = whenSeen(element, () => report('sichtbar'), tracking.threshold);

  return () => {
    for (const type of CLICKS) element.removeEventListener(type, onClick, { capture: true });
    unwatch();
  };
}
