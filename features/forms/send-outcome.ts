import type { HttpError } from '../../src/http.ts';
import { FORM_MESSAGES } from './form-messages.ts';
import type { FieldErrors, SendOutcome } from './form-store.ts';

/**
 * A failure of the call itself rather than an answer to the input: a timeout, no connection, a 5xx,
 * an answer Kiosk cannot read. The request may or may not have reached the server, so a retry reuses
 * the idempotency key, and the reader gets the "nothing lost" message with every input kept.
 */
export const isTransportFailure = (error: HttpError) => error.kind != 'status' || (error.status ?? 0) >= 500;

/** issue 26: the outcome of a failure that is not the reader's doing. */
export const transportFailure = <V>(): SendOutcome<V> => ({
  ok: false,
  notice: FORM_MESSAGES.failed,
  definite: false,
});

/**
 * A 422's per-field problems (`{ problems: { email: 'email-invalid' } }`) in German, through the
 * form's own table of codes; codes it does not know are left out.
 */
export function fieldProblems<V>(
  error: HttpError,
  messages: Readonly<Record<string, string>>,
): FieldErrors<V> {
  const problems = (error.answer?.body as { problems?: unknown } | undefined)?.problems;
  const errors: Record<string, string> = {};
  if (typeof problems == 'object' && problems !== null)
    for (const [field, code] of Object.entries(problems)) {
      const message = typeof code == 'string' && Object.hasOwn(messages, code) ? messages[code] : undefined;
      if (message) errors[field] = message;
    }
  return errors as FieldErrors<V>;
}
