import { vi } from 'vitest';

/**
 * A controllable matchMedia: `set(query, matches)` flips a query and fires its change listeners.
 * happy-dom has no real media evaluation, so tests say what the "device" is.
 */
export function fakeMedia(initial: Record<string, boolean> = {}) {
  const state = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<(event: { matches: boolean }) => void>>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return state.get(query) ?? false;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)?.add(listener);
    },
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      listeners.get(query)?.delete(listener),
  }));
  return {
    set(query: string, matches: boolean) {
      state.set(query, matches);
      listeners.get(query)?.forEach((listener) => listener({ matches }));
    },
  };
}
