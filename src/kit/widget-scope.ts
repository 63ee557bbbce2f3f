import { logError } from '../log.ts';

/**
 * What one mount of a widget owns, so its unmount can undo all of it: an `AbortSignal` for requests and
 * listeners (`addEventListener(…, { signal })`, `requestJson(…, { signal })`), and a teardown list for the
 * rest (bus subscriptions, timers, mounted roots).
 */
export interface WidgetScope {
  readonly signal: AbortSignal;
  /** Runs `teardown` on unmount, in reverse order of adding. Returns it, for `scope.add(bus.on(…))`. */
  add(teardown: () => void): () => void;
}

export function createWidgetScope(widget: string): WidgetScope & { close(): void } {
  const controller = new AbortController();
  const teardowns: Array<() => void> = [];
  return {
    signal: controller.signal,
    add(teardown) {
      if (controller.signal.aborted) teardown();
      else teardowns.push(teardown);
      return teardown;
    },
    close() {
      if (controller.signal.aborted) return;
      controller.abort();
      // One failing teardown must not keep the others from running (the loader's sweep relies on it).
      for (const teardown of teardowns.splice(0).reverse()) {
        try {
          teardown();
        } catch (error) {
          logError(widget, 'unmount failed', error);
        }
      }
    },
  };
}
