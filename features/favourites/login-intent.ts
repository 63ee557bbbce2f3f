import { toJsonText } from '../../src/json-text.ts';
import { INTENT_KEY as KEY } from './intent-waits.ts';

/**
 * What a reader without login wanted to save when the login prompt stopped them. It waits in
 * sessionStorage (this tab only) through the trip to the login page and back, and is saved once the
 * reader is logged in (issue 12). Storage that throws (a sandboxed frame, a privacy setting) means the
 * wish is forgotten, never an error.
 */
export interface LoginIntent {
  id: string;
  channel: string;
}

export function rememberIntent(intent: LoginIntent): void {
  try {
    sessionStorage.setItem(KEY, toJsonText(intent));
  } catch {
    // no storage: the reader saves it again after logging in
  }
}

/**
 * The waiting wish. It stays until {@link dropIntent}: a page that goes before the favourites have
 * loaded (the login page sends the reader back at once) leaves it to the next one.
 */
export function peekIntent(): LoginIntent | undefined {
  try {
    const text = sessionStorage.getItem(KEY);
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    if (typeof parsed != 'object' || parsed === null) return undefined;
    const { id, channel } = parsed as Partial<LoginIntent>;
    return typeof id == 'string' && typeof channel == 'string' ? { id, channel } : undefined;
  } catch {
    return undefined;
  }
}

/** The wish is done: found saved, or its toggle sent. */
export function dropIntent(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // no storage: nothing was kept
  }
}
