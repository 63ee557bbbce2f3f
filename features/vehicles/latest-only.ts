/**
 * Keeps only the newest of a sequence of requests (issue 16: a response for an older query never
 * overwrites a newer one). Each `next()` aborts the one before and hands out a check that stays true
 * only while no newer request has started; `stop()` (on unmount) aborts the last one.
 */
export function latestOnly() {
  let current = 0;
  let controller: AbortController | undefined;
  return {
    next() {
      controller?.abort();
      const own = (controller = new AbortController());
      const id = ++current;
      return { signal: own.signal, isCurrent: () => id == current && !own.signal.aborted };
    },
    stop() {
      current++;
      controller?.abort();
    },
  };
}
