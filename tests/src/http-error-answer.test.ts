import { describe, expect, it } from 'vitest';
import { requestJson } from '../../src/http.ts';
import { DEMO_PASSWORD } from '../../demo-host/api/community/seed.ts';
import { routeFetchToDemoHost } from '../support/demo-backend.ts';

describe('requestJson errorAnswer (issue 26: a form shows why the server refused)', () => {
  const login = (apiHost: string, email: string, errorAnswer?: boolean) =>
    requestJson(`${apiHost}/community/login`, {
      json: { email, password: DEMO_PASSWORD, project: 'ams' },
      xhr: true,
      errorAnswer,
    });

  it('keeps the JSON body and Retry-After of a refusal when asked', async () => {
    const { apiHost } = routeFetchToDemoHost();
    expect(await login(apiHost, 'frieda@example.de', true)).toEqual({
      ok: false,
      error: {
        kind: 'status',
        status: 429,
        message: 'HTTP 429',
        answer: { body: { error: 'too many attempts', retryAfter: 30 }, retryAfterSeconds: 30 },
      },
    });
    expect(await login(apiHost, 'erik@example.de', true)).toMatchObject({
      error: { status: 403, answer: { body: { error: 'not activated' } } },
    });
  });

  it('leaves the error as it was without the option', async () => {
    const { apiHost } = routeFetchToDemoHost();
    expect(await login(apiHost, 'frieda@example.de')).toEqual({
      ok: false,
      error: { kind: 'status', status: 429, message: 'HTTP 429' },
    });
  });
});
