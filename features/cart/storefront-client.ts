import { Client, fetchExchange, type AnyVariables, type TypedDocumentNode } from '@urql/core';
import { withoutPatchedToJson } from '../../src/json-text.ts';
import { STOREFRONT_TIMEOUT_MS } from '../../src/storefront-timeout.ts';

export interface StorefrontSettings {
  /** spec 3.5: the storefront endpoint, e.g. https://shop.example.de/api/2026-04/graphql.json */
  endpoint: string;
  /** Sent as `X-Shopify-Storefront-Access-Token` (spec 7.11: "a storefront access header"). */
  accessToken: string;
  timeoutMs?: number;
}

export type StorefrontFailure = { kind: 'network' | 'timeout' | 'auth' | 'graphql'; message: string };
export type StorefrontResult<T> = { ok: true; data: T } | { ok: false; error: StorefrontFailure };

/**
 * The Storefront GraphQL transport: urql with the fetch exchange only. There is no document cache on
 * purpose: a cart is server state that changes with every mutation, and a cached `cart` query would
 * resurrect old lines. Every call has a timeout, and failures come back as values.
 */
export function createStorefrontClient(settings: StorefrontSettings) {
  const timeoutMs = settings.timeoutMs ?? STOREFRONT_TIMEOUT_MS;
  const client = new Client({
    url: settings.endpoint,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    preferGetMethod: false,
    fetchOptions: { headers: { 'X-Shopify-Storefront-Access-Token': settings.accessToken } },
    // urql puts its own abort signal on the request (a `signal` in fetchOptions is overwritten), so the
    // timeout joins it here: a shop that never answers fails this call, not every later one. The timer
    // holds the controller strongly: in Node 20, `AbortSignal.any([AbortSignal.timeout(ms), …])` loses
    // its timeout to a garbage collection (the composite keeps its sources weakly, the timer too) and
    // the call hangs for good; one GC during the wait was enough. The timer is not cleared when the
    // headers arrive, so it covers reading the body as well; aborting a finished call does nothing.
    fetch: (input, init) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), timeoutMs);
      const onAbort = () => controller.abort(init?.signal?.reason);
      if (init?.signal?.aborted) onAbort();
      else init?.signal?.addEventListener('abort', onAbort, { once: true });
      return fetch(input, { ...init, signal: controller.signal });
    },
  });

  return async function run<Data, Variables extends AnyVariables>(
    kind: 'query' | 'mutation',
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
  ): Promise<StorefrontResult<Data>> {
    // urql serialises with the page's toJSON: an old library's would send the cart lines as a string.
    const sent = withoutPatchedToJson(variables);
    const result = await (
      kind == 'query' ? client.query(document, sent) : client.mutation(document, sent)
    ).toPromise();
    const error = result.error;
    if (!error && result.data) return { ok: true, data: result.data };
    const status = (error?.response as Response | undefined)?.status;
    if (status == 401 || status == 403)
      return {
        ok: false,
        error: { kind: 'auth', message: `storefront refused the access token (${status})` },
      };
    if (error?.networkError) {
      const timedOut = error.networkError.name == 'TimeoutError' || error.networkError.name == 'AbortError';
      return {
        ok: false,
        error: { kind: timedOut ? 'timeout' : 'network', message: error.networkError.message },
      };
    }
    return {
      ok: false,
      error: {
        kind: 'graphql',
        message: error?.graphQLErrors.map((entry) => entry.message).join('; ') || 'empty response',
      },
    };
  };
}

export type StorefrontRun = ReturnType<typeof createStorefrontClient>;
