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
