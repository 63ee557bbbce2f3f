import type { RequestOptions, Result } from './http.ts';

/**
 * `requestJson` for the core's own calls (the session's, `kiosk.api`), with src/http.ts in a chunk of its
 * own that the first call brings (issue 22: the core every page loads at once carries no HTTP code; most
 * readers' first call is made on idle). A chunk that fails to load is a network error, a value like any
 * other: nothing throws.
 */
export const requestLater = <T>(url: string, options: RequestOptions<T> = {}): Promise<Result<T>> =>
  import('./http.ts').then(
    ({ requestJson }) => requestJson(url, options),
    (): Result<T> => ({
      ok: false,
      error: { kind: 'network', message: options.errorMessage ?? 'network error' },
    }),
  );
