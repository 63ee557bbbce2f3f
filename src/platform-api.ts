import type { RequestOptions, Result } from './http.ts';
import { requestLater } from './request-later.ts';

/** A query value; a list repeats its key (`ids[]=a&ids[]=b`, spec 7.3). */
export type QueryValue = string | number | boolean | readonly string[] | undefined;

export interface ApiCall<T> extends Omit<RequestOptions<T>, 'xhr'> {
  query?: Readonly<Record<string, QueryValue>>;
  /**
   * spec 5.2, 7.2–7.4: the call needs the reader's login. The token goes along as `rkm_auth_token`;
   * without a login nothing is sent and the result is the error `logged-out`.
   */
  auth?: boolean;
}

export interface PlatformApi {
  /** Calls `{apiHost}{path}`. Errors are values; every call has a timeout (src/http.ts, loaded with the first call). */
  request<T = unknown>(path: string, call?: ApiCall<T>): Promise<Result<T>>;
}

/** Builds `{apiHost}{path}?…`; undefined values are left out, lists repeat their key. */
export function apiUrl(
  apiHost: string,
  path: string,
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (typeof value == 'object') for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `${apiHost}${path}${search ? `?${search}` : ''}`;
}

/**
 * The platform API as widgets use it: `kiosk.api.request('/bookmarks/get', { auth: true, query })`.
 * Every call sends `X-Requested-With: XMLHttpRequest` (spec 7.1–7.3); `token` is read at call time,
 * so a login or logout between two calls is honoured.
 */
export function createPlatformApi(apiHost: string, token: () => string | undefined): PlatformApi {
  return {
    async request(path, { query, auth, ...options } = {}) {
      const login = auth ? token() : undefined;
      if (auth && !login)
        return { ok: false, error: { kind: 'logged-out', message: options.errorMessage ?? 'not logged in' } };
      // The token first, as spec 7.2–7.4 write the query (`?rkm_auth_token=…&channel=…`).
      return requestLater(apiUrl(apiHost, path, { rkm_auth_token: login, ...query }), {
        ...options,
        xhr: true,
      });
    },
  };
}
