import type { RequestOptions, Result } from './http.ts';
import { logError } from './log.ts';
import { createPlatformApi, type QueryValue } from './platform-api.ts';
import type { Kiosk } from './widget-contract.ts';

/**
 * The seventh argument of the generic call (spec 7.10): the site settings of spec 3.5 it needs, and
 * the session's token, read at call time (not a site setting; `apiSettings(kiosk)` fills both).
 */
export interface ApiSettings {
  apiHost: string;
  apiClient: string;
  isAb: boolean;
  token?: () => string | undefined;
}

export type ApiMethod = NonNullable<RequestOptions<unknown>['method']>;

export interface ApiCallOptions<T> extends Pick<
  RequestOptions<T>,
  'timeoutMs' | 'errorMessage' | 'okStatus' | 'parse' | 'signal' | 'credentials' | 'text' | 'readRefusal'
> {
  /** The call needs the reader's login (spec 5.2): the token goes along; without one nothing is sent. */
  auth?: boolean;
  /** Sent as `Idempotency-Key`, so a server can tell a retried write from a second one. */
  idempotencyKey?: string;
}

/** A body sent as it is (form data, text); anything else is sent as JSON. */
const isRawBody = (body: unknown): body is BodyInit =>
  typeof body == 'string' ||
  body instanceof FormData ||
  body instanceof URLSearchParams ||
  body instanceof Blob;

/**
 * A path below `apiHost`: one leading slash, no `//` (another host), no backslash, no `.`/`..` segment,
 * plain or percent-encoded (the URL parser would resolve it out of `apiHost`'s own path).
 */
const isApiPath = (path: string) =>
  /^\/(?!\/)/.test(path) && !path.includes('\\') && !/(^|\/)(\.|%2e){1,2}(\/|$|\?)/i.test(path);

/**
 * The generic platform call of spec 7.10, for every backend call that has no fixed URL of its own
 * (the wave-2 widgets, host scripts). It takes a path, never a URL, so no call can carry the token to
 * another host; adds the site's `client` (apiClient) and `ab` (isAb: 1 or 0) to the query, the names
 * the element reload uses, where they win over the caller's; sends a body as JSON, or as it is when
 * it is form data or text; and goes through `kiosk.api`'s one request path (the login rule, the
 * `X-Requested-With` header, the timeout). Errors are values: a refused path is `refused`.
 */
export function apiCall<T = unknown>(
  method: ApiMethod,
  path: string,
  query: Readonly<Record<string, QueryValue>> = {},
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
  { auth, idempotencyKey, ...options }: ApiCallOptions<T> = {},
  settings: ApiSettings,
): Promise<Result<T>> {
  if (!isApiPath(path)) {
    logError('api', `"${path}" is not a path below apiHost; not sent`);
    return Promise.resolve({
      ok: false,
      error: { kind: 'refused', message: options.errorMessage ?? 'not sent' },
    });
  }
  const api = createPlatformApi(settings.apiHost, settings.token ?? (() => undefined));
  return api.request<T>(path, {
    ...options,
    method,
    auth,
    query: { ...query, client: settings.apiClient, ab: settings.isAb ? 1 : 0 },
    headers: idempotencyKey ? { ...headers, 'Idempotency-Key': idempotencyKey } : headers,
    ...(body === undefined ? {} : isRawBody(body) ? { body } : { json: body }),
  });
}

/** The seventh argument from the runtime: the page's site settings and its session's token. */
export const apiSettings = ({ config, session }: Pick<Kiosk, 'config' | 'session'>): ApiSettings => ({
  apiHost: config.apiHost,
  apiClient: config.apiClient,
  isAb: config.isAb,
  token: () => session.token(),
});
