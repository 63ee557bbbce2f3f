import { apiCall, apiSettings, type ApiCallOptions, type ApiMethod } from './api-call.ts';
import type { Result } from './http.ts';
import { logError } from './log.ts';
import type { QueryValue } from './platform-api.ts';
import type { Kiosk } from './widget-contract.ts';

const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] satisfies ApiMethod[];

/** What a host script asks for with `kiosk.push(['api.call', request, callback])`. */
interface HostApiRequest {
  method?: unknown;
  path?: unknown;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  options?: Pick<ApiCallOptions<unknown>, 'auth' | 'idempotencyKey' | 'timeoutMs'>;
}

/**
 * Host scripts' generic platform call (issue 25): `kiosk.push(['api.call', { method, path, query, body,
 * headers, options }, (result) => …])`, answered with the `Result` widgets get (`{ ok: true, value }` or
 * `{ ok: false, error: { kind, message, status? } }`; a malformed request: `refused`), with the page's
 * site settings and login. A command works before and after the loader has run, as every host command
 * does, and costs the loader nothing; `window.kiosk.api.call(request)` (src/idle-platform.ts) is the
 * same call as a promise, once the runtime's idle part has started.
 */
export function serveHostApiCalls(kiosk: Pick<Kiosk, 'bus' | 'config' | 'session'>) {
  kiosk.bus.handle('api.call', async (raw, callback) => {
    const { method, path, query, body, headers, options } = (raw ?? {}) as HostApiRequest;
    if (typeof method != 'string' || !METHODS.includes(method) || typeof path != 'string') {
      logError('api', 'api.call needs { method: GET|POST|PUT|PATCH|DELETE, path: string, … }; not sent', raw);
      // A waiting host (`kiosk.api.call`'s promise) still gets its answer.
      if (typeof callback == 'function')
        callback({ ok: false, error: { kind: 'refused', message: 'not sent' } });
      return;
    }
    if (typeof callback != 'function')
      return logError('api', `api.call ${path}: no callback for the answer; not sent`);
    const { auth, idempotencyKey, timeoutMs } = options ?? {};
    const result: Result<unknown> = await apiCall(
      method as ApiMethod,
      path,
      query,
      body,
      headers,
      { auth, idempotencyKey, timeoutMs },
      apiSettings(kiosk),
    );
    (callback as (result: Result<unknown>) => void)(result);
  });
}
