/** One call of a `latestOnly` sequence. */
export interface Turn {
  /** Aborted as soon as a newer call starts or the sequence stops: pass it to `fetch`. */
  readonly signal: AbortSignal;
  /** True while no newer call has started and the sequence has not stopped. */
  isCurrent(): boolean;
}

export interface LatestOnly {
  /** Starts a call: the one before is aborted and its answer will be dropped. */
  next(): Turn;
  /**
   * The call now running, for work that belongs to it rather than replacing it (a favourites load
   * for the reader now logged in). Before the first `next()` there is a live turn too.
   */
  current(): Turn;
  /** On unmount or logout: the running call is aborted, and no turn is current any more. */
  stop(): void;
}

/**
 * Newest answer wins (issue 16): an answer for an older query never overwrites a newer one. Each
 * `next()` aborts the call before and hands out a turn whose `isCurrent()` stays true only while no
 * newer call has started; check it after every `await` before changing state.
 *
 * Hint: the abort alone is not enough, since an answer may already be on its way when it fires; the
 * check after the `await` is what keeps an old answer out.
 */
export function latestOnly(): LatestOnly {
  let live: { turn: Turn; controller: AbortController } | undefined;
  const start = (): Turn => {
    const controller = new AbortController();
    const turn: Turn = {
      signal: controller.signal,
      isCurrent: () => live?.turn === turn && !controller.signal.aborted,
    };
    live = { turn, controller };
    return turn;
  };
  start();
  return {
    next() {
      live?.controller.abort();
      return start();
    },
    current: () => live?.turn ?? start(),
    stop() {
      live?.controller.abort();
      live = undefined;
    },
  };
}
