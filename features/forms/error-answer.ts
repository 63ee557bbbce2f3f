import type { ErrorAnswer } from '../../src/http.ts';

/**
 * Reads a refusal for a form (`readRefusal` of `requestJson`/`apiCall`): the JSON body, for a 422's
 * per-field problems, and `Retry-After` in whole seconds (given as seconds or as a date), for a 429.
 */
export async function readErrorAnswer(response: Response): Promise<ErrorAnswer> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  const header = response.headers.get('Retry-After')?.trim();
  const seconds = !header
    ? NaN
    : /^\d+$/.test(header)
      ? Number(header)
      : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? { body, retryAfterSeconds: Math.max(0, Math.ceil(seconds)) } : { body };
}
