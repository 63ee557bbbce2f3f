import { createStore, type StoreApi } from 'zustand/vanilla';

export interface Countdown {
  /** Seconds left; 0 when not running. */
  readonly store: StoreApi<{ seconds: number }>;
  start(seconds: number): void;
  stop(): void;
}

/**
 * A countdown in whole seconds (issue 26: the 429 wait, the 60 s resend cooldown). It counts against
 * the clock, not the ticks, so a throttled background tab still shows the right figure when it wakes.
 */
export function createCountdown(now: () => number = Date.now): Countdown {
  const store = createStore(() => ({ seconds: 0 }));
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
    store.setState({ seconds: 0 });
  };
  return {
    store,
    stop,
    start(seconds) {
      clearInterval(timer);
      const ends = now() + seconds * 1000;
      const tick = () => {
        const left = Math.ceil((ends - now()) / 1000);
        if (left <= 0) stop();
        else store.setState({ seconds: left });
      };
      tick();
      if (store.getState().seconds > 0) timer = setInterval(tick, 250);
    },
  };
}
