import { expect, type Page } from '@playwright/test';
import type { Result } from '../../src/http.ts';
import type { FaultRow } from './support/fault-row.ts';
import { FAULTS, type Fault } from './support/route-fault.ts';

/**
 * The generic call's row (issue 25, spec 7.10): not a widget but the platform's `apiCall`, as a host
 * script reaches it with the `api.call` command. Every fault comes back as a value, its typed error:
 * a refusing status as `status` with the status, no answer in time as `timeout`, an unreadable body as
 * `parse`, a dropped connection as `network`. The generic call reads no GraphQL, so a 200 with
 * GraphQL errors is a good answer for it.
 */
type HostWindow = Window & {
  kiosk: { push(entry: unknown[]): void; api?: { call(request: unknown): Promise<Result<unknown>> } };
  __apiCallResult?: Result<unknown>;
};

const EXPECTED: Record<Exclude<Fault, 'slow'>, Record<string, unknown>> = {
  '500': { ok: false, error: { kind: 'status', status: 500 } },
  '401': { ok: false, error: { kind: 'status', status: 401 } },
  '404': { ok: false, error: { kind: 'status', status: 404 } },
  hang: { ok: false, error: { kind: 'timeout' } },
  'malformed-json': { ok: false, error: { kind: 'parse' } },
  truncated: { ok: false, error: { kind: 'parse' } },
  'html-page': { ok: false, error: { kind: 'parse' } },
  'graphql-errors': { ok: true, value: { errors: [{ message: 'Throttled' }] } },
  dropped: { ok: false, error: { kind: 'network' } },
};

const answer = (page: Page) => page.evaluate(() => (window as unknown as HostWindow).__apiCallResult);

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: "generic call (a host script's api.call)",
    routes: 'GET /api/issues/ams',
    backend: '**/api/issues/ams?**',
    faults: FAULTS,
    hangEnds: 'clock',
    setUp: async ({ page }) => void (await page.goto('/tanken/')),
    async act({ page }) {
      await page.evaluate(() => {
        const host = window as unknown as HostWindow;
        host.__apiCallResult = undefined;
        host.kiosk.push([
          'api.call',
          { method: 'GET', path: '/issues/ams' },
          (result: Result<unknown>) => (host.__apiCallResult = result),
        ]);
      });
    },
    async failed({ page }, fault) {
      await expect.poll(() => answer(page)).toMatchObject(EXPECTED[fault as Exclude<Fault, 'slow'>]);
      // Nothing for a reader to see (the pages' empty message regions stay empty): the host decides.
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    },
    async succeeded({ page }) {
      await expect.poll(() => answer(page)).toMatchObject({ ok: true, value: { issues: expect.any(Array) } });
      const result = await answer(page);
      expect(result?.ok && (result.value as { issues: unknown[] }).issues.length).toBeGreaterThan(0);
      // The same call as a promise, once the runtime has started: `window.kiosk.api.call`.
      await expect
        .poll(() => page.evaluate(() => typeof (window as unknown as HostWindow).kiosk.api?.call))
        .toBe('function');
      const promised = await page.evaluate(() =>
        (window as unknown as HostWindow).kiosk.api!.call({ method: 'GET', path: '/issues/ams' }),
      );
      expect(promised).toEqual(result);
    },
  },
];
