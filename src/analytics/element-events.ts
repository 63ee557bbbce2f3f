import {
  ELEMENT_AREAS,
  type AnalyticsEvent,
  type ElementAction,
  type ElementArea,
  type MediaArea,
  type MediaProps,
} from './catalogue.ts';
import { whenSeen, type VisibilityThreshold } from './when-seen.ts';

const CLICKS = ['click', 'auxclick'] as const;

interface TrackingBase<A extends ElementArea> {
  area: A;
  label?: string;
  /** Where the CMS placed it (`data-kiosk-position`), 1 for the first. */
  position?: number;
  threshold?: VisibilityThreshold;
}

/**
 * How to report one element. Video and gallery elements must say how to read their
 * {@link MediaProps}; the function runs when the event fires, so `time_on` is current.
 */
export type ElementTracking<A extends ElementArea = ElementArea> = A extends MediaArea
  ? TrackingBase<A> & { media: () => MediaProps }
  : TrackingBase<A>;

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
  const report = (action: ElementAction) => {
    const label = {
      ...(tracking.label === undefined ? {} : { label: tracking.label }),
      ...(tracking.position === undefined ? {} : { position: tracking.position }),
    };
    if (tracking.area === 'video' || tracking.area === 'gallery') {
      track({
        name: `${ELEMENT_AREAS[tracking.area]} / ${action}`,
        props: { ...label, ...tracking.media() },
      });
    } else {
      track({ name: `${ELEMENT_AREAS[tracking.area]} / ${action}`, props: label });
    }
  };

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
