import { requestJson, type Result } from '../../src/http.ts';

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
