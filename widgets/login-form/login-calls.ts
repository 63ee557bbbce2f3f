import { apiCall, apiSettings } from '../../src/api-call.ts';
import type { BackendCall } from '../../src/kit/backend-call.ts';
import type { Result } from '../../src/http.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { readErrorAnswer } from '../../features/forms/error-answer.ts';
import { successAnswer } from '../../features/forms/success-answer.ts';

/** How long a login may take before the reader is told and may retry (with the same key). */
export const LOGIN_TIMEOUT_MS = 10_000;

export interface LoginAnswer {
  token: string;
}

const isLoginAnswer = (body: unknown): LoginAnswer | undefined =>
  typeof body == 'object' &&
  body !== null &&
  typeof (body as LoginAnswer).token == 'string' &&
  (body as LoginAnswer).token
    ? { token: (body as LoginAnswer).token }
    : undefined;

/** issue 26: email, password and project → a login token; 401, 403 and 429 (Retry-After) are refusals. */
export const loginCall = (
  kiosk: Kiosk,
  values: { email: string; password: string },
  idempotencyKey: string,
): Promise<Result<LoginAnswer>> =>
  apiCall(
    'POST',
    '/community/login',
    {},
    { email: values.email.trim(), password: values.password, project: kiosk.config.project },
    {},
    {
      idempotencyKey,
      readRefusal: readErrorAnswer,
      parse: isLoginAnswer,
      timeoutMs: LOGIN_TIMEOUT_MS,
      errorMessage: 'login failed',
    },
    apiSettings(kiosk),
  );

/** issue 26: asks for a password reset link; the answer is the same for every address. */
export const passwordResetCall = (kiosk: Kiosk, email: string, idempotencyKey: string) =>
  apiCall(
    'POST',
    '/community/passwordreset',
    {},
    { email: email.trim(), project: kiosk.config.project },
    {},
    {
      idempotencyKey,
      parse: successAnswer,
      timeoutMs: LOGIN_TIMEOUT_MS,
      errorMessage: 'passwordReset failed',
    },
    apiSettings(kiosk),
  );

/** issue 26: the reset link's code and a new password; 400 for a code that no longer works, 422 a refused password. */
export const newPasswordCall = (
  kiosk: Kiosk,
  values: { code: string; password: string },
  idempotencyKey: string,
): Promise<Result<unknown>> =>
  apiCall(
    'POST',
    '/community/newpassword',
    {},
    values,
    {},
    {
      idempotencyKey,
      readRefusal: readErrorAnswer,
      parse: successAnswer,
      timeoutMs: LOGIN_TIMEOUT_MS,
      errorMessage: 'newPassword failed',
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

export const LOGIN_CALL: BackendCall = {
  summary: "the login form's submit (with `Idempotency-Key`; a retry after a timeout sends the same key)",
  method: 'POST',
  xhr: true,
  path: '/community/login',
  headers: { 'Idempotency-Key': 'one UUID per input; the same for a retry of the same input' },
  query: CLIENT_QUERY,
  body: {
    email: { type: 'string', required: true, description: 'as typed, trimmed' },
    password: { type: 'string', required: true, description: 'as typed, never trimmed' },
    project: { type: 'string', required: true, description: "the page's project code" },
  },
  response: { token: { type: 'string', required: true, description: 'the login token for `session.login`' } },
  success: 'any 2xx with a non-empty `token`',
  misfit:
    "401: 'E-Mail-Adresse oder Passwort ist nicht richtig.' (the password is emptied and focused); 403: 'Ihr Konto ist noch nicht aktiviert.' with a resend button; 429: 'Zu viele Versuche. Bitte warten Sie {n} Sekunden.' counting down from `Retry-After`; anything else (timeout, network, 5xx, no token): 'Das hat gerade nicht geklappt. Ihre Eingaben sind noch da – bitte versuchen Sie es erneut.' with every input kept. Each is a failed login for analytics ('Benutzer / Loginstatus / fehlerhaft'), and so is a token that then fails validation.",
  demo: {
    path: '/community/login',
    body: { email: 'anna@example.de', password: 'Kiosk-Demo-2026', project: 'ams' },
  },
};

export const PASSWORD_RESET_CALL: BackendCall = {
  summary: "'Passwort vergessen?' with a valid address in the field: asks for a reset link by mail",
  method: 'POST',
  xhr: true,
  path: '/community/passwordreset',
  headers: { 'Idempotency-Key': 'one UUID per request' },
  query: CLIENT_QUERY,
  body: {
    email: { type: 'string', required: true },
    project: { type: 'string', required: true },
  },
  response: { success: { type: 'boolean', required: true, description: '`true`, for every address' } },
  success: 'any 2xx with `success: true`: a link is on its way if the address has an account',
  misfit:
    "Anything else (a refusal too: the service answers every well-formed address alike, so a 4xx is a fault, never a 'no such account'; a timeout, a 5xx, an unreadable answer) shows 'Das hat gerade nicht geklappt. …' and keeps the input.",
  demo: { path: '/community/passwordreset', body: { email: 'ben@example.de', project: 'ams' } },
};

export const NEW_PASSWORD_CALL: BackendCall = {
  summary:
    "'Neues Passwort festlegen', the page the reset mail's link leads to: the link's code and the new password",
  method: 'POST',
  xhr: true,
  path: '/community/newpassword',
  headers: { 'Idempotency-Key': 'one UUID per input; the same for a retry of the same input' },
  query: CLIENT_QUERY,
  body: {
    code: {
      type: 'string',
      required: true,
      description: "from the reset link (the server form's hidden field)",
    },
    password: { type: 'string', required: true, description: '8+ characters, not among the most common' },
  },
  response: { success: { type: 'boolean', required: true, description: '`true`' } },
  success: 'any 2xx with `success: true`: the login form follows, saying the password is saved',
  misfit:
    "400 (the code expired or was used): 'Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte fordern Sie einen neuen an.'; 422 `{problems: {password: 'password-short' | 'password-common'}}`: the message at the field; anything else: 'Das hat gerade nicht geklappt. …' with the input kept.",
  demo: {
    path: '/community/newpassword',
    body: { code: 'demo-zuruecksetzen-frieda', password: 'Neues-Fahrrad-2026' },
  },
};
