import { apiCall, apiSettings } from '../../src/api-call.ts';
import type { BackendCall } from '../../src/kit/backend-call.ts';
import type { Result } from '../../src/http.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { readErrorAnswer } from '../../features/forms/error-answer.ts';
import { successAnswer } from '../../features/forms/success-answer.ts';

export const SUBSCRIBE_TIMEOUT_MS = 10_000;

export interface Signup {
  email: string;
  list: string;
  rhythm: string | undefined;
  /** The honeypot's content: empty from people. */
  website: string;
  /** How long the form took, from its first showing to the submit. */
  fillMs: number;
}

/** issue 26: double opt-in; the same answer for a new and a known address. */
export const subscribeCall = (kiosk: Kiosk, signup: Signup, idempotencyKey: string): Promise<Result<true>> =>
  apiCall(
    'POST',
    '/newsletter/subscribe',
    {},
    { ...signup, email: signup.email.trim(), project: kiosk.config.project },
    {},
    {
      idempotencyKey,
      readRefusal: readErrorAnswer,
      parse: successAnswer,
      timeoutMs: SUBSCRIBE_TIMEOUT_MS,
      errorMessage: 'newsletter subscribe failed',
    },
    apiSettings(kiosk),
  );

/*
 * The call as a contract for the integration guide (`npm run docs`); the runtime never reads this
 * object, so the build drops it.
 */
export const SUBSCRIBE_CALL: BackendCall = {
  summary:
    "the newsletter form's submit (with `Idempotency-Key`; a retry after a timeout sends the same key)",
  method: 'POST',
  xhr: true,
  path: '/newsletter/subscribe',
  headers: { 'Idempotency-Key': 'one UUID per input; the same for a retry of the same input' },
  query: {
    client: { type: 'string', description: "the site's apiClient (every generic call sends it)" },
    ab: { type: 'number', description: '1 in an A/B test, else 0' },
  },
  body: {
    email: { type: 'string', required: true, description: 'as typed, trimmed' },
    list: { type: 'string', required: true, description: "the brand's list (prop `list`)" },
    rhythm: { type: 'string', description: 'prop `rhythm`; the list’s first when left out' },
    project: { type: 'string', required: true },
    website: {
      type: 'string',
      description: 'the honeypot: a person leaves it empty; anything else is a bot',
    },
    fillMs: {
      type: 'number',
      description: 'milliseconds from showing the form to sending it; a bot is faster than the minimum',
    },
  },
  response: { success: { type: 'boolean', required: true, description: '`true`' } },
  success:
    'any 2xx with `success: true`; the same for a new and a known address, and for a bot (which gets no mail)',
  misfit:
    "A 422 with `problems.email` shows the address error; anything else that fails (timeout, network, 5xx, another 4xx) shows 'Das hat gerade nicht geklappt. Ihre Eingaben sind noch da – bitte versuchen Sie es erneut.' with the input kept.",
  demo: {
    path: '/newsletter/subscribe',
    body: {
      email: 'leser@example.de',
      list: 'ams-news',
      rhythm: 'woechentlich',
      project: 'ams',
      website: '',
      fillMs: 5000,
    },
  },
};
