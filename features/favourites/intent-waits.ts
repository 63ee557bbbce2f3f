/** The sessionStorage key under which a reader's wish waits through the login (login-intent.ts). */
export const INTENT_KEY = 'kiosk-favourite-intent';

/**
 * Whether a wish waits, read without parsing it: the resting controls ask this at load, and the JSON
 * code login-intent.ts writes with is no part of the page's load (issue 22).
 */
export function intentWaits(): boolean {
  try {
    return sessionStorage.getItem(INTENT_KEY) !== null;
  } catch {
    return false;
  }
}
