import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown } from '../../../features/forms/countdown.ts';

describe('countdown (issue 26: the 429 wait and the 60 s resend cooldown)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds down to 0 and stops', () => {
    const countdown = createCountdown();
    countdown.start(60);
    expect(countdown.store.getState().seconds).toBe(60);
    vi.advanceTimersByTime(1_000);
    expect(countdown.store.getState().seconds).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(countdown.store.getState().seconds).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(countdown.store.getState().seconds).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts against the clock, so a late tick shows the true figure; a restart replaces the run', () => {
    let now = 0;
    const countdown = createCountdown(() => now);
    countdown.start(30);
    now = 12_400;
    vi.advanceTimersByTime(250);
    expect(countdown.store.getState().seconds).toBe(18);
    countdown.start(5);
    expect(countdown.store.getState().seconds).toBe(5);
    expect(vi.getTimerCount()).toBe(1);
    countdown.stop();
    expect([countdown.store.getState().seconds, vi.getTimerCount()]).toEqual([0, 0]);
  });

  it('does not start for 0 seconds', () => {
    const countdown = createCountdown();
    countdown.start(0);
    expect([countdown.store.getState().seconds, vi.getTimerCount()]).toEqual([0, 0]);
  });
});
