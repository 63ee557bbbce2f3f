/**
 * The one way Kiosk talks HTTP. Errors are values, never throws: a caller always gets a `Result` and
 * decides what a reader sees. Every request has a timeout, so a slow API cannot hang a widget.
 */
import { toJsonText } from './json-text.ts';
/**
 * `logged-out`: a call that needs a login was not sent (spec 5.2); `refused`: Kiosk would not send it (a
 * path that could leave `apiHost`, issue 25).
 */
export type HttpErrorKind = 'timeout' | 'network' | 'status' | 'parse' | 'logged-out' | 'refused';

export interface HttpError {
  kind: HttpErrorKind;
  /** The spec's message for this call ('validate failed' …) or a generic one. */
  message: string;
  status?: number;
  /** With `readRefusal`: what a refusing server said (its JSON body, its `Retry-After`). */
  answer?: ErrorAnswer;
}

/** A refusal's details a form needs to show it: which field was wrong (422), how long to wait (429). */
export interface ErrorAnswer {
  /** The JSON body, or undefined when it was none or not JSON. */
  body: unknown;
  /** `Retry-After` in seconds (given as seconds or as a date), when the server sent one. */
  retryAfterSeconds?: number;
}

export type Result<T, E = HttpError> = { ok: true; value: T } | { ok: false; error: E };

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON with a JSON content type. */
  json?: unknown;
  /** Sent as is (text, form data). */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Adds `X-Requested-With: XMLHttpRequest`, as the community and bookmark calls send it (spec 7.1). */
  xhr?: boolean;
  credentials?: RequestCredentials;
  timeoutMs?: number;
  /** The error message the spec gives this call; used for every failure kind. */
  errorMessage?: string;
  /** Statuses counted as success; default: any 2xx. */
  okStatus?: (status: number) => boolean;
  /** The answer is text, not JSON (an element's HTML, spec 7.9): `parse` gets it as it is. */
  text?: boolean;
  /** Checks the shape of the answer; `undefined` means malformed (a 'parse' error). */
  parse?: (body: unknown) => T | undefined;
  signal?: AbortSignal;
  /**
   * Lets the request outlive the page (`fetch` `keepalive`): for what is sent right before the reader
   * leaves. Browsers allow 64 KB of such bodies in flight per page.
   */
  keepalive?: boolean;
  /**
   * Reads a refusing answer into the error's `answer` (features/forms/error-answer.ts); passed in
   * rather than built in, so the core carries no bytes for what only forms read.
   */
  readRefusal?: (response: Response) => Promise<ErrorAnswer>;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

export async function requestJson<T = unknown>(
  url: string,
  options: RequestOptions<T> = {},
): Promise<Result<T>> {
  const { json, timeoutMs = DEFAULT_TIMEOUT_MS, errorMessage } = options;
  const fail = (kind: HttpErrorKind, fallback: string, status?: number): Result<T> => ({
    ok: false,
    error: { kind, message: errorMessage ?? fallback, ...(status === undefined ? {} : { status }) },
  });

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.xhr) headers['X-Requested-With'] = 'XMLHttpRequest';
  if (json !== undefined) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    // Aborted before this code arrived (src/request-later.ts loads it with the first call): no call.
    if (options.signal?.aborted) return fail('network', 'network error');
    const response = await fetch(url, {
      method: options.method ?? (json === undefined && options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: json === undefined ? options.body : toJsonText(json),
      credentials: options.credentials,
      keepalive: options.keepalive,
      signal: controller.signal,
    });
    const isOk = options.okStatus ? options.okStatus(response.status) : response.ok;
    if (!isOk) {
      const failed = fail('status', `HTTP ${response.status}`, response.status);
      if (options.readRefusal && !failed.ok) failed.error.answer = await options.readRefusal(response);
      return failed;
    }
    let body: unknown;
    try {
      const text = await response.text();
      body = options.text ? text : text === '' ? null : JSON.parse(text);
    } catch {
      return fail('parse', 'malformed JSON', response.status);
    }
    const value = options.parse ? options.parse(body) : (body as T);
    if (value === undefined) return fail('parse', 'unexpected response shape', response.status);
    return { ok: true, value };
  } catch {
    if (timedOut) return fail('timeout', `timed out after ${timeoutMs} ms`);
    return fail('network', 'network error');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}
