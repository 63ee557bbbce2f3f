/** The longest wait between two polls after failures in a row. */
export const MAX_BACKOFF_MS = 15 * 60_000;

/** The wait before the next poll: one interval, doubled for each failure in a row, at most 15 min. */
export const pollDelay = (intervalMs: number, failures: number) =>
  failures == 0 ? intervalMs : Math.min(intervalMs * 2 ** failures, Math.max(MAX_BACKOFF_MS, intervalMs));
