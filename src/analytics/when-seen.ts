/** spec 9.6: an element counts as seen when this share of it is visible. */
export const DEFAULT_VISIBILITY_THRESHOLD = 0.1;
/** spec 9.6: the one event that counts an element as seen only when it is almost wholly visible. */
export const FULL_VISIBILITY_THRESHOLD = 0.9;
export type VisibilityThreshold = typeof DEFAULT_VISIBILITY_THRESHOLD | typeof FULL_VISIBILITY_THRESHOLD;
/** issue 26: a form's `*_impression` counts once half of the form is visible (not an element event). */
export const HALF_VISIBILITY_THRESHOLD = 0.5;
type ObservedThreshold = VisibilityThreshold | typeof HALF_VISIBILITY_THRESHOLD;

/** One observer per threshold for the whole page, however many elements are watched. */
const observers = new Map<ObservedThreshold, [IntersectionObserver, Map<Element, Set<() => void>>]>();

/**
 * spec 9.6: calls `onSeen` once, the first time the element is seen (by default a tenth of it
 * visible): the impression events of the paywall, the model teaser and the article elements. Returns
 * how to stop watching; calling it after `onSeen` ran does nothing.
 */
export function whenSeen(
  element: Element,
  onSeen: () => void,
  threshold: ObservedThreshold = DEFAULT_VISIBILITY_THRESHOLD,
): () => void {
  let shared = observers.get(threshold);
  if (!shared) {
    const watchers = new Map<Element, Set<() => void>>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          // The first report after observe() comes whatever the ratio, so it must be checked. A watcher
          // that runs leaves the set, which iteration allows.
          if (entry.isIntersecting && entry.intersectionRatio >= threshold)
            watchers.get(entry.target)?.forEach((watcher) => watcher());
      },
      { threshold },
    );
    observers.set(threshold, (shared = [observer, watchers]));
  }
  const [observer, watchers] = shared;
  let forElement = watchers.get(element);
  if (!forElement) {
    watchers.set(element, (forElement = new Set()));
    observer.observe(element);
  }

  const stop = () => {
    // A stop after the first (or after `onSeen` ran) finds nothing to delete and does nothing more.
    if (!forElement.delete(seen) || forElement.size) return;
    watchers.delete(element);
    observer.unobserve(element);
    // The last element gone: drop the observer, so an idle page holds none.
    if (!watchers.size) {
      observer.disconnect();
      observers.delete(threshold);
    }
  };
  const seen = () => {
    stop();
    onSeen();
  };
  forElement.add(seen);
  return stop;
}
