/**
 * Runs tasks one after another. Every cart mutation goes through one queue, so responses are applied
 * in the order the requests were made: a stale snapshot can never overwrite a newer one (the
 * "resurrected lines" bug of anchors/cart.md §2.1).
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}
