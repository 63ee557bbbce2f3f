import { describe, expect, it } from 'vitest';
import { readErrorAnswer } from '../../../features/forms/error-answer.ts';
import { requestJson } from '../../../src/http.ts';
import { DEMO_PASSWORD } from '../../../demo-host/api/community/seed.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';

describe('readErrorAnswer as requestJson’s readRefusal (issue 26: a form shows why the server refused)', () => {
  const login = (apiHost: string, email: string, read?: boolean) =>
    requestJson(`${apiHost}/community/login`, {
      json: { email, password: DEMO_PASSWORD, project: 'ams' },
      xhr: true,
      readRefusal: read ? readErrorAnswer : undefined,
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

describe('readErrorAnswer', () => {
  it('reads Retry-After given as a date, and leaves out a missing or broken one', async () => {
    const inTen = new Date(Date.now() + 10_000).toUTCString();
    const dated = await readErrorAnswer(new Response('', { status: 429, headers: { 'Retry-After': inTen } }));
    expect(dated.retryAfterSeconds).toBeGreaterThanOrEqual(9);
    expect(dated.retryAfterSeconds).toBeLessThanOrEqual(10);
    expect(await readErrorAnswer(new Response('kein JSON', { status: 503 }))).toEqual({ body: undefined });
    const broken = new Response('{}', { status: 429, headers: { 'Retry-After': 'bald' } });
    expect(await readErrorAnswer(broken)).toEqual({ body: {} });
  });
});
