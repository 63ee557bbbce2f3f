import {
  ELEMENT_AREAS,
  type AnalyticsEvent,
  type ElementAction,
  type ElementArea,
  type MediaArea,
  type MediaProps,
} from '../../src/analytics/catalogue.ts';

/** spec 9.6: an element counts as seen when this share of it is visible. */
export const DEFAULT_VISIBILITY_THRESHOLD = 0.1;
/** spec 9.6: the one event that counts an element as seen only when it is almost wholly visible. */
export const FULL_VISIBILITY_THRESHOLD = 0.9;
export type VisibilityThreshold = typeof DEFAULT_VISIBILITY_THRESHOLD | typeof FULL_VISIBILITY_THRESHOLD;

interface TrackingBase<A extends ElementArea> {
  area: A;
  label?: string;
  threshold?: VisibilityThreshold;
}

/**
 * How to report one element. Video and gallery elements must say how to read their
 * {@link MediaProps}; the function runs when the event fires, so `time_on` is current.
 */
export type ElementTracking<A extends ElementArea = ElementArea> = A extends MediaArea
  ? TrackingBase<A> & { media: () => MediaProps }
  : TrackingBase<A>;

interface SharedObserver {
  observer: IntersectionObserver;
  watchers: Map<Element, Set<() => void>>;
}

/** One observer per threshold for the whole page, however many elements are tracked. */
const observers = new Map<VisibilityThreshold, SharedObserver>();

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
    const label = tracking.label === undefined ? {} : { label: tracking.label };
    if (tracking.area === 'video' || tracking.area === 'gallery') {
      track({
        name: `${ELEMENT_AREAS[tracking.area]} / ${action}`,
        props: { ...label, ...tracking.media() },
      });
    } else {
      track({ name: `${ELEMENT_AREAS[tracking.area]} / ${action}`, props: label });
    }
  };

  const onClick = () => report('klick');
  // Capture, so a click that a link inside the element stops from bubbling still counts.
  element.addEventListener('click', onClick, { capture: true });
  const unwatch = watchVisibility(element, tracking.threshold ?? DEFAULT_VISIBILITY_THRESHOLD, () => {
    unwatch();
    report('sichtbar');
  });

  return () => {
    element.removeEventListener('click', onClick, { capture: true });
    unwatch();
  };
}

function watchVisibility(element: Element, threshold: VisibilityThreshold, onVisible: () => void) {
  let shared = observers.get(threshold);
  if (!shared) {
    const watchers = new Map<Element, Set<() => void>>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // The first report after observe() comes whatever the ratio, so it must be checked.
          if (!entry.isIntersecting || entry.intersectionRatio < threshold) continue;
          for (const watcher of [...(watchers.get(entry.target) ?? [])]) watcher();
        }
      },
      { threshold },
    );
    shared = { observer, watchers };
    observers.set(threshold, shared);
  }
  const { observer, watchers } = shared;
  let forElement = watchers.get(element);
  if (!forElement) {
    watchers.set(element, (forElement = new Set()));
    observer.observe(element);
  }
  forElement.add(onVisible);

  let watching = true;
  return () => {
    if (!watching) return;
    watching = false;
    forElement.delete(onVisible);
    if (forElement.size > 0) return;
    watchers.delete(element);
    observer.unobserve(element);
    // The last element gone: drop the observer, so an idle page holds none.
    if (watchers.size === 0) {
      observer.disconnect();
      observers.delete(threshold);
    }
  };
}
