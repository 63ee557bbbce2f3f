import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../../src/analytics/catalogue.ts';
import { createGalleryTracker } from '../../../widgets/gallery/gallery-tracker.ts';

describe('gallery events (spec 9.6: length, time_on, counter)', () => {
  it('one klick per image change; counter counts different images; time_on the seconds open, over openings', () => {
    let now = 0;
    const events: AnalyticsEvent[] = [];
    const tracker = createGalleryTracker({ length: 24, emit: (event) => events.push(event), now: () => now });
    tracker.visible();
    tracker.start();
    tracker.show(2);
    now = 4_000;
    tracker.show(2);
    tracker.show(3);
    now = 6_400;
    tracker.show(2);
    tracker.stop();
    now = 60_000;
    tracker.start();
    tracker.show(2);
    now = 63_000;
    tracker.show(9);
    expect(events).toEqual([
      { name: 'Galerie / sichtbar', props: { length: 24, time_on: 0, counter: 0 } },
      { name: 'Galerie / klick', props: { length: 24, time_on: 0, counter: 1 } },
      { name: 'Galerie / klick', props: { length: 24, time_on: 4, counter: 2 } },
      { name: 'Galerie / klick', props: { length: 24, time_on: 6, counter: 2 } },
      // Opened again on the image last seen: a change the reader made, not a new image.
      { name: 'Galerie / klick', props: { length: 24, time_on: 6, counter: 2 } },
      { name: 'Galerie / klick', props: { length: 24, time_on: 9, counter: 3 } },
    ]);
  });
});
