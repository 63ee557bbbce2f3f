import type { RequestOptions, Result } from './http.ts';

/**
 * A call whose code comes in a chunk the first call brings (issue 22: the core every page loads at once
 * carries no HTTP code; most readers' first call is made on idle). A chunk that fails to load is a network
 * error, a value like any other: nothing throws.
 */
export const callLater = <M, T>(
  load: () => Promise<M>,
  call: (module: M) => Promise<Result<T>>,
  errorMessage = 'network error',
): Promise<Result<T>> =>
  load().then(call, (): Result<T> => ({ ok: false, error: { kind: 'network', message: errorMessage } }));

/** `requestJson` for the core's own calls (`kiosk.api`), with src/http.ts loaded on the first. */
export const requestLater = <T>(url: string, options: RequestOptions<T> = {}): Promise<Result<T>> =>
  callLater(
    () => import('./http.ts'),
    ({ requestJson }) => requestJson(url, options),
    options.errorMessage,
  );
