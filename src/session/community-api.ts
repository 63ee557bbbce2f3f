import type { BackendCall } from '../kit/backend-call.ts';
import { requestJson, type Result } from '../http.ts';

/** The user object of the validate call (spec 3.1); only `__current_login_token` is known for sure. */
export interface CommunityUser {
  __current_login_token?: string;
  [field: string]: unknown;
}

/**
 * A user object carries its login token: a 200 without one (a proxy's `{"errors":[…]}`, an empty
 * object) is 'validate failed', not a login.
 */
const isUser = (body: unknown): CommunityUser | undefined =>
  typeof body == 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  typeof (body as CommunityUser).__current_login_token == 'string'
    ? (body as CommunityUser)
    : undefined;

const exactly200 = (status: number) => status == 200;

/** spec 7.1 Validate: GET {apiHost}/community/validate?rkm_auth_token=… ; anything but 200 is 'validate failed'. */
export function validateToken(apiHost: string, token: string): Promise<Result<CommunityUser>> {
  return requestJson(`${apiHost}/community/validate?rkm_auth_token=${encodeURIComponent(token)}`, {
    xhr: true,
    okStatus: exactly200,
    parse: isUser,
    errorMessage: 'validate failed',
  });
}

/** spec 7.1 Logout: POST {apiHost}/community/logout, JSON; 200 means true, otherwise 'logout failed'. */
export async function logoutCall(apiHost: string): Promise<Result<true>> {
  const result = await requestJson(`${apiHost}/community/logout`, {
    method: 'POST',
    json: {},
    xhr: true,
    credentials: 'include',
    okStatus: exactly200,
    errorMessage: 'logout failed',
  });
  return result.ok ? { ok: true, value: true } : result;
}

/** spec 7.1 Resend activation: POST email and project; otherwise 'resendActivationMail failed'. */
export function resendActivationCall(
  apiHost: string,
  email: string,
  project: string,
): Promise<Result<unknown>> {
  return requestJson(`${apiHost}/community/resendactivation`, {
    json: { email, project },
    okStatus: exactly200,
    errorMessage: 'resendActivationMail failed',
  });
}

/*
 * The calls above as contracts for the integration guide (`npm run docs`); the runtime never reads these
 * objects, so the build drops them.
 */
export const VALIDATE_CALL: BackendCall = {
  summary:
    'on every page view with an `ape_token` cookie, after `session.login` and on `session.revalidate`: who the reader is',
  method: 'GET',
  xhr: true,
  path: '/community/validate',
  query: {
    rkm_auth_token: { type: 'string', required: true, description: "the `ape_token` cookie's value" },
  },
  response: {
    __current_login_token: { type: 'string', required: true, description: 'the login token' },
    hasAbo: { type: 'boolean', description: 'a subscription; only `true` counts' },
    hasNewAbo: { type: 'boolean', description: 'a new subscription; only `true` counts' },
    hasOneDayAbo: { type: 'boolean', description: 'a one-day subscription; only `true` counts' },
    id: {
      type: ['string', 'number'],
      description: 'the reader, for the tour claim (else `userId`, else `name`)',
    },
    userId: { type: ['string', 'number'] },
    name: { type: 'string' },
  },
  success: 'exactly 200',
  misfit:
    "Any other status, a timeout, a dropped connection, unreadable JSON or an answer without a string `__current_login_token` is 'validate failed': one console warning, and the reader counts as logged out for this page view. The cookie stays, so the next page view asks again.",
  demo: { path: '/community/validate?rkm_auth_token=demo-anna-2026' },
};

export const LOGOUT_CALL: BackendCall = {
  summary: '`session.logout`, after Kiosk has removed the cookie (sent with credentials)',
  method: 'POST',
  xhr: true,
  path: '/community/logout',
  body: {},
  response: {},
  success: 'exactly 200',
  misfit:
    "Kiosk does not read the answer; anything but 200 is 'logout failed' for the caller. The reader is logged out on the page either way.",
  demo: { path: '/community/logout', body: {} },
};
