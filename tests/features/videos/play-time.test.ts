import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayTime } from '../../../features/videos/play-time.ts';

describe('time_on: the seconds a video really played (issue 29)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts playing time and leaves out pauses', () => {
    const time = createPlayTime();
    time.moving(true);
    vi.advanceTimersByTime(4_000);
    time.moving(false);
    vi.advanceTimersByTime(60_000);
    expect(time.seconds()).toBe(4);
    time.moving(true);
    vi.advanceTimersByTime(3_000);
    expect(time.seconds()).toBe(7);
  });

  it('leaves out the time the tab is hidden, even while the video runs on', () => {
    const time = createPlayTime();
    time.moving(true);
    vi.advanceTimersByTime(2_000);
    time.hidden(true);
    vi.advanceTimersByTime(30_000);
    time.hidden(false);
    vi.advanceTimersByTime(1_000);
    expect(time.seconds()).toBe(3);
  });

  it('adds nothing for a seek: the picture jumps, the clock does not', () => {
    const time = createPlayTime();
    time.moving(true);
    vi.advanceTimersByTime(5_000);
    // seeking stops the clock until 'playing' comes again
    time.moving(false);
    vi.advanceTimersByTime(800);
    time.moving(true);
    vi.advanceTimersByTime(1_000);
    expect(time.seconds()).toBe(6);
  });

  it('is the sum of the spans in which the video moved and the tab was visible, for any sequence', () => {
    type Step = { kind: 'moving' | 'hidden'; value: boolean } | { kind: 'wait'; ms: number };
    const step = fc.oneof(
      fc.record({ kind: fc.constant('moving' as const), value: fc.boolean() }),
      fc.record({ kind: fc.constant('hidden' as const), value: fc.boolean() }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 20_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps: Step[]) => {
        vi.setSystemTime(0);
        const time = createPlayTime();
        let moving = false;
        let hidden = false;
        let expected = 0;
        for (const entry of steps) {
          if (entry.kind == 'wait') {
            vi.advanceTimersByTime(entry.ms);
            if (moving && !hidden) expected += entry.ms;
          } else if (entry.kind == 'moving') time.moving((moving = entry.value));
          else time.hidden((hidden = entry.value));
        }
        expect(time.seconds()).toBe(Math.round(expected / 1000));
      }),
    );
  });
});
