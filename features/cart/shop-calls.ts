import { requestJson, type Result } from '../../src/http.ts';
import { cartToken } from './cart-token.ts';

/**
 * spec 5.5, 7.11: the finished order of a cart, `GET {endpoint}?cartToken={token}` with optional
 * headers. Without a cart id or an endpoint there is nothing to look up, and nothing is sent.
 */
export async function finishedOrder(
  cartId: string | undefined,
  endpoint: string | undefined,
  headers?: Record<string, string>,
): Promise<unknown> {
  if (!cartId || !endpoint) return undefined;
  const url = new URL(endpoint, globalThis.location?.href);
  url.searchParams.set('cartToken', cartToken(cartId));
  const result = await requestJson<{ order?: unknown }>(url.href, {
    headers,
    errorMessage: 'order lookup failed',
  });
  return result.ok ? (result.value?.order ?? undefined) : undefined;
}

/** spec 7.11: single sign-on on the shop (multipass-style); the answer's `token` and `url` are read. */
export function multipassLogin(
  endpoint: string,
  body: Record<string, unknown>,
): Promise<Result<{ token: string; url: string }>> {
  return requestJson(endpoint, {
    json: body,
    errorMessage: 'multipass login failed',
    parse: (answer) => {
      const { token, url } = (answer ?? {}) as { token?: unknown; url?: unknown };
      return typeof token == 'string' && typeof url == 'string' ? { token, url } : undefined;
    },
  });
}
