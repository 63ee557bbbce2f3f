// @vitest-environment node
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOREFRONT_ACCESS_TOKEN } from '../../../demo-host/api/storefront/access-token.ts';
import { STOREFRONT_API_PATH } from '../../../demo-host/api/storefront/index.ts';
import { CartCreate } from '../../../features/cart/documents.ts';
import { createStorefrontClient } from '../../../features/cart/storefront-client.ts';
import { startLoopbackDemoHost } from '../../support/loopback-server.ts';

let host: Awaited<ReturnType<typeof startLoopbackDemoHost>>;
beforeAll(async () => (host = await startLoopbackDemoHost()));
afterAll(() => host.close());

const create = {
  input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1001', quantity: 1 }] },
  linesCount: 1,
};

/** V8's `gc()`, which Node exposes only with a flag; set at run time, it is there in a new context. */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('Storefront requests time out (issue 10, defect 2)', () => {
  it('a shop that accepts and never answers fails the call within its timeout; the next call works', async () => {
    const run = createStorefrontClient({
      endpoint: `${host.origin}${STOREFRONT_API_PATH}`,
      accessToken: STOREFRONT_ACCESS_TOKEN,
      timeoutMs: 1500,
    });
    // A first answer compiles the emulator's schema, so the call after the hang measures the client,
    // not a cold server on a loaded machine.
    expect((await run('mutation', CartCreate, create)).ok).toBe(true);
    host.hangNext(1);
    const started = Date.now();
    const pending = run('mutation', CartCreate, create);
    // A garbage collection while the shop keeps silent, as a busy page has: the timeout must survive it
    // (a timeout only a composite AbortSignal held was collected, and the call hung for good).
    await new Promise((resolve) => setTimeout(resolve, 200));
    collectGarbage();
    const hung = await pending;
    expect(hung).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(4000);

    const next = await run('mutation', CartCreate, create);
    expect(next.ok).toBe(true);
  });
});
