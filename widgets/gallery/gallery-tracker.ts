import type { AnalyticsEvent, MediaProps } from '../../src/analytics/catalogue.ts';

export interface GalleryTrackerOptions {
  /** spec 9.6 `length`: the number of images. */
  length: number;
  emit(event: AnalyticsEvent): void;
  now?: () => number;
}

/**
 * spec 9.6: 'Galerie / sichtbar' and 'Galerie / klick' with `length` (images), `time_on` (whole seconds
 * the overlay or the sticky gallery has been in use, over every opening) and `counter` (different
 * images seen). One 'klick' per image change the reader makes (issue 29): opening on an image counts,
 * an image shown again does not add to `counter`, and a change to the image already shown is no change.
 */
export function createGalleryTracker({ length, emit, now = () => Date.now() }: GalleryTrackerOptions) {
  const seen = new Set<number>();
  let spentMs = 0;
  let since: number | undefined;
  let current: number | undefined;

  const media = (): MediaProps => ({
    length,
    time_on: Math.round((spentMs + (since === undefined ? 0 : now() - since)) / 1000),
    counter: seen.size,
  });

  return {
    media,
    /** The gallery came into view (once per page view; the caller watches). */
    visible() {
      emit({ name: 'Galerie / sichtbar', props: media() });
    },
    /** The overlay (or the sticky gallery) is in use from now. */
    start() {
      since ??= now();
    },
    /** It is no longer in use: the time so far is kept. */
    stop() {
      if (since !== undefined) spentMs += now() - since;
      since = undefined;
      current = undefined;
    },
    /** The reader brought image `index` into view. */
    show(index: number) {
      if (index === current) return;
      current = index;
      seen.add(index);
      emit({ name: 'Galerie / klick', props: media() });
    },
  };
}

export type GalleryTracker = ReturnType<typeof createGalleryTracker>;
