import { logMissing } from '../../src/log.ts';

/**
 * issue 26: a form's draft in sessionStorage, so a reload keeps what the reader typed. Only the fields
 * named in `keep` are stored: never a password. A blocked storage keeps nothing, with one console line.
 */
export interface Drafts<V> {
  read(): Partial<V>;
  write(values: V): void;
  clear(): void;
}

export function sessionDrafts<V extends Record<string, string | boolean>>(
  key: string,
  keep: readonly (keyof V & string)[],
): Drafts<V> {
  const storage = (): Storage | undefined => {
    try {
      return window.sessionStorage;
    } catch (error) {
      logMissing('storage', error);
      return undefined;
    }
  };
  return {
    read() {
      try {
        const stored: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
        if (typeof stored != 'object' || stored === null) return {};
        const draft: Partial<V> = {};
        for (const name of keep) {
          const value = (stored as Record<string, unknown>)[name];
          if (typeof value == 'string' || typeof value == 'boolean') draft[name] = value as V[typeof name];
        }
        return draft;
      } catch {
        return {};
      }
    },
    write(values) {
      const kept = Object.fromEntries(keep.map((name) => [name, values[name]]));
      try {
        storage()?.setItem(key, JSON.stringify(kept));
      } catch (error) {
        logMissing('storage', error);
      }
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing stored is nothing to clear.
      }
    },
  };
}
