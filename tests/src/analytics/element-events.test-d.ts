import { describe, it } from 'vitest';
import { trackElement, type ElementTracking } from '../../../src/analytics/element-events.ts';

const track = (tracking: ElementTracking) => trackElement(document.createElement('div'), tracking, () => {});

describe('element event types (spec 9.6)', () => {
  it('makes a video or gallery a type error (their own trackers carry length, time_on and counter)', () => {
    // @ts-expect-error spec 9.6: video events carry length, time_on and counter
    track({ area: 'video' });
    // @ts-expect-error spec 9.6: gallery events carry length, time_on and counter
    track({ area: 'gallery', media: () => ({ length: 12, time_on: 0, counter: 1 }) });
    // @ts-expect-error an unknown area
    track({ area: 'sidebar' });
    // @ts-expect-error spec 9.6: only the thresholds 0.1 and 0.9
    track({ area: 'quiz', threshold: 0.5 });
  });
});
