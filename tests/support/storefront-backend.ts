export { memoryStorage } from './memory-storage.ts';
import { Hono } from 'hono';
import { vi } from 'vitest';
import { STOREFRONT_ACCESS_TOKEN } from '../../demo-host/storefront/access-token.ts';
import { createStorefront, SHOP_PATH, STOREFRONT_API_PATH } from '../../demo-host/storefront/index.ts';

const ORIGIN = 'http://localhost:5173';

/**
 * Routes `fetch` to a fresh Storefront emulator (the demo host's, not a mock), in process, and hands
 * back its test handle (`carts.expire(id)`) and a counter of GraphQL requests by operation name.
 * `failNext(n)` makes the next n requests fail at the network level, as a dropped connection would.
 */
export function routeFetchToStorefront({ latencyMs = 0 } = {}) {
  const storefront = createStorefront();
  const app = new Hono().route(SHOP_PATH, storefront.app);
  const operations: string[] = [];
  let failures = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input instanceof Request ? input : new URL(String(input), ORIGIN), init);
    if (failures > 0) {
      failures--;
      throw new TypeError('Failed to fetch');
    }
    const body = (await request
      .clone()
      .json()
      .catch(() => ({}))) as { query?: string };
    operations.push(/(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? request.url);
    if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    return app.fetch(request);
  });
  return {
    carts: storefront.carts,
    operations,
    failNext(count: number) {
      failures = count;
    },
    settings: { endpoint: `${ORIGIN}${STOREFRONT_API_PATH}`, accessToken: STOREFRONT_ACCESS_TOKEN },
  };
}
