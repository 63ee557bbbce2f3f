import { describe, expect, it } from 'vitest';
import { callLater, requestLater } from '../../src/request-later.ts';
import { routeFetchToDemoHost } from '../support/demo-backend.ts';

describe('callLater (issue 22: HTTP comes with the first call)', () => {
  it('makes the call once its chunk is there', async () => {
    const result = await callLater(
      () => Promise.resolve({ double: (n: number) => Promise.resolve({ ok: true as const, value: n * 2 }) }),
      ({ double }) => double(21),
    );
    expect(result).toEqual({ ok: true, value: 42 });
  });

  it("answers a chunk that cannot load with a network error carrying the call's message, never a throw", async () => {
    const result = await callLater(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      () => Promise.resolve({ ok: true as const, value: 1 }),
      'validate failed',
    );
    expect(result).toEqual({ ok: false, error: { kind: 'network', message: 'validate failed' } });
  });

  it('sends nothing for a caller that gave up before the code arrived (a newer element reload)', async () => {
    const backend = routeFetchToDemoHost();
    const caller = new AbortController();
    const call = requestLater(`${backend.apiHost}/community/validate?rkm_auth_token=demo-anna-2026`, {
      signal: caller.signal,
    });
    caller.abort();
    expect(await call).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(backend.requests).toHaveLength(0);
  });
});
