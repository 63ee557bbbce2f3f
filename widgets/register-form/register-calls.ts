import { apiCall, apiSettings } from '../../src/api-call.ts';
import type { BackendCall } from '../../src/kit/backend-call.ts';
import type { Result } from '../../src/http.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { readErrorAnswer } from '../../features/forms/error-answer.ts';

export const REGISTER_TIMEOUT_MS = 10_000;

export interface Registration {
  email: string;
  password: string;
  displayName: string;
  newsletter: boolean;
  /** A same-site path the activation link leads back to (spec 2.3's return address). */
  returnUrl: string | undefined;
}

const isDone = (body: unknown): true | undefined =>
  typeof body == 'object' && body !== null && (body as { success?: unknown }).success === true
    ? true
    : undefined;

/** issue 26: the same answer whether or not the address has an account; 422 names the fields. */
export const registerCall = (
  kiosk: Kiosk,
  registration: Registration,
  idempotencyKey: string,
): Promise<Result<true>> =>
  apiCall(
    'POST',
    '/community/register',
    {},
    { ...registration, email: registration.email.trim(), terms: true, project: kiosk.config.project },
    {},
    {
      idempotencyKey,
      readRefusal: readErrorAnswer,
      parse: isDone,
      timeoutMs: REGISTER_TIMEOUT_MS,
      errorMessage: 'register failed',
    },
    apiSettings(kiosk),
  );

/** issue 26: the display name, checked on blur: `{ available, problem? }`. */
export const displayNameCall = (kiosk: Kiosk, name: string) =>
  apiCall<{ available: boolean; problem?: string }>(
    'GET',
    '/community/displayname',
    { name: name.trim() },
    undefined,
    {},
    {
      timeoutMs: REGISTER_TIMEOUT_MS,
      parse: (body) =>
        typeof (body as { available?: unknown } | null)?.available == 'boolean'
          ? (body as { available: boolean; problem?: string })
          : undefined,
    },
    apiSettings(kiosk),
  );

/*
 * The calls as contracts for the integration guide (`npm run docs`); the runtime never reads these
 * objects, so the build drops them.
 */
const CLIENT_QUERY = {
  client: { type: 'string', description: "the site's apiClient (every generic call sends it)" },
  ab: { type: 'number', description: '1 in an A/B test, else 0' },
} as const;

export const REGISTER_CALL: BackendCall = {
  summary:
    "the registration form's submit (with `Idempotency-Key`; a retry after a timeout sends the same key)",
  method: 'POST',
  xhr: true,
  path: '/community/register',
  headers: { 'Idempotency-Key': 'one UUID per input; the same for a retry of the same input' },
  query: CLIENT_QUERY,
  body: {
    email: { type: 'string', required: true },
    password: {
      type: 'string',
      required: true,
      description: '8+ characters; the service refuses the 10,000 most common',
    },
    displayName: { type: 'string', required: true, description: '3–30 characters' },
    terms: {
      type: 'boolean',
      required: true,
      description: 'always `true`: the form sends nothing without consent',
    },
    newsletter: { type: 'boolean', description: 'the optional newsletter tick' },
    returnUrl: { type: 'string', description: 'a same-site path the activation link leads back to' },
    project: { type: 'string', required: true },
  },
  response: {
    success: { type: 'boolean', required: true, description: '`true`, for a new and a known address alike' },
  },
  success: 'any 2xx with `success: true`',
  misfit:
    "422 `{ problems: { <field>: <code> } }` (codes `email-invalid`, `password-short`, `password-common`, `name-length`, `name-taken`, `terms-required`) shows each field's German error and the summary; anything else: 'Das hat gerade nicht geklappt. Ihre Eingaben sind noch da – bitte versuchen Sie es erneut.' with every input kept.",
  demo: {
    path: '/community/register',
    body: {
      email: 'vertrag@example.de',
      password: 'Zugspitze-im-Nebel',
      displayName: 'Vertragstest',
      terms: true,
      project: 'ams',
    },
  },
};

export const DISPLAY_NAME_CALL: BackendCall = {
  summary: 'when the display name field loses focus with 3–30 characters: is the name free?',
  method: 'GET',
  xhr: true,
  path: '/community/displayname',
  query: { name: { type: 'string', required: true }, ...CLIENT_QUERY },
  response: {
    available: { type: 'boolean', required: true },
    problem: { type: 'string', description: '`name-length` or `name-taken`' },
  },
  misfit: 'A failed check says nothing: the submit checks the name again.',
  demo: { path: '/community/displayname?name=Rennrad-Rita' },
};
