import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../demo-host/api/community/seed.ts';
import { apiCall, type ApiSettings } from '../../src/api-call.ts';
import { createBus } from '../../src/bus.ts';
import { createHostApi } from '../../src/host-api.ts';
import { serveHostApiCalls } from '../../src/host-api-call.ts';
import { offerApiCall, type HostApiCalls } from '../../src/idle-platform.ts';
import type { Result } from '../../src/http.ts';
import { resetLogMemory } from '../../src/log.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { routeFetchToDemoHost } from '../support/demo-backend.ts';

const [anna] = DEMO_USERS;

function setUp(token?: string) {
  const backend = routeFetchToDemoHost();
  const settings: ApiSettings = {
    apiHost: backend.apiHost,
    apiClient: 'ams-web',
    isAb: true,
    token: () => token,
  };
  return { ...backend, settings };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetLogMemory();
});

describe('apiCall, the generic platform call (spec 7.10, issue 25)', () => {
  it('takes its seventh argument for the host, the client and the ab flag, and the login rule', async () => {
    const { settings, requests } = setUp(anna.token);
    const result = await apiCall<{ name: string }>(
      'GET',
      '/community/validate',
      {},
      undefined,
      {},
      { auth: true },
      settings,
    );
    expect(result).toMatchObject({ ok: true, value: { name: anna.name } });
    const url = new URL(requests[0]!.url);
    expect(url.origin + url.pathname).toBe(`${settings.apiHost}/community/validate`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      rkm_auth_token: anna.token,
      client: 'ams-web',
      ab: '1',
    });
  });

  it("keeps the caller's query, and the site's client and ab always win", async () => {
    const { settings, requests } = setUp();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 8 })),
        async (query) => {
          requests.length = 0;
          await apiCall('GET', '/community/validate', query, undefined, {}, {}, settings);
          const sent = new URL(requests[0]!.url).searchParams;
          expect(sent.get('client')).toBe('ams-web');
          expect(sent.get('ab')).toBe('1');
          for (const [key, value] of Object.entries(query))
            if (key != 'client' && key != 'ab' && key != 'rkm_auth_token') expect(sent.get(key)).toBe(value);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('sends an object as JSON, form data as it is, and the Idempotency-Key when given', async () => {
    const { settings, requests } = setUp();
    await apiCall(
      'POST',
      '/community/resendactivation',
      {},
      { email: 'a@b.de' },
      {},
      { idempotencyKey: 'k-1' },
      settings,
    );
    const form = new URLSearchParams({ email: 'a@b.de' });
    await apiCall('PUT', '/community/resendactivation', {}, form, { 'X-Extra': '1' }, {}, settings);
    const [json, posted] = requests;
    expect(json!.method).toBe('POST');
    expect(json!.headers.get('Content-Type')).toBe('application/json');
    expect(json!.headers.get('Idempotency-Key')).toBe('k-1');
    expect(await json!.text()).toBe('{"email":"a@b.de"}');
    expect(posted!.method).toBe('PUT');
    expect(posted!.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(posted!.headers.get('X-Extra')).toBe('1');
    expect(posted!.headers.get('Idempotency-Key')).toBeNull();
    expect(await posted!.text()).toBe('email=a%40b.de');
  });

  it('sends nothing without a login when the call needs one', async () => {
    const { settings, requests } = setUp();
    const result = await apiCall(
      'GET',
      '/community/validate',
      {},
      undefined,
      {},
      { auth: true, errorMessage: 'x' },
      settings,
    );
    expect(result).toEqual({ ok: false, error: { kind: 'logged-out', message: 'x' } });
    expect(requests).toHaveLength(0);
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    'community/validate',
    '/community/../admin',
    '/%2E%2e/admin',
    '/a/./b',
    '/\\evil.example',
    '',
  ])('refuses %j, which is not a path below apiHost: nothing sent, one line', async (path) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { settings, requests } = setUp(anna.token);
    const result = await apiCall('GET', path, {}, undefined, {}, { auth: true }, settings);
    expect(result).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(requests).toHaveLength(0);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe("host scripts: kiosk.push(['api.call', request, callback])", () => {
  function host(token?: string) {
    const backend = routeFetchToDemoHost();
    const bus = createBus(document);
    const kiosk = {
      bus,
      config: { apiHost: backend.apiHost, apiClient: 'mrd-web', isAb: false },
      session: { token: () => token },
    } as unknown as Kiosk;
    serveHostApiCalls(kiosk);
    return { ...backend, push: createHostApi(bus).push };
  }

  it('answers the callback with the result widgets get, with the page’s settings and login', async () => {
    const { push, requests } = host(anna.token);
    const answer = vi.fn<(result: Result<unknown>) => void>();
    push(['api.call', { method: 'GET', path: '/community/validate', options: { auth: true } }, answer]);
    await vi.waitFor(() => expect(answer).toHaveBeenCalledTimes(1));
    expect(answer.mock.calls[0]![0]).toMatchObject({ ok: true, value: { name: anna.name } });
    expect(new URL(requests[0]!.url).searchParams.get('client')).toBe('mrd-web');
  });

  it.each([
    [
      { method: 'TRACE', path: '/x' },
      'api.call needs { method: GET|POST|PUT|PATCH|DELETE, path: string, … }; not sent',
    ],
    [{ method: 'GET' }, 'api.call needs { method: GET|POST|PUT|PATCH|DELETE, path: string, … }; not sent'],
  ])('says what is wrong with %j and sends nothing', async (request, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { push, requests } = host();
    push(['api.call', request, () => undefined]);
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(String(error.mock.calls[0]![0])).toContain(message);
    expect(requests).toHaveLength(0);
  });

  it('sends nothing without a callback for the answer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { push, requests } = host();
    push(['api.call', { method: 'GET', path: '/community/validate' }]);
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(requests).toHaveLength(0);
  });
});

describe('host scripts: window.kiosk.api.call(request), once the runtime has started', () => {
  function host(token?: string) {
    const backend = routeFetchToDemoHost();
    const bus = createBus(document);
    serveHostApiCalls({
      bus,
      config: { apiHost: backend.apiHost, apiClient: 'mrd-web', isAb: false },
      session: { token: () => token },
    } as unknown as Kiosk);
    // The loader's window.kiosk, which the idle platform completes.
    const win: { kiosk: { version: string; api?: HostApiCalls } } = { kiosk: { version: 'test' } };
    offerApiCall(bus, win);
    return { ...backend, kiosk: win.kiosk, push: createHostApi(bus).push };
  }

  it('answers with a promise of what the api.call command answers', async () => {
    const { kiosk, push, requests } = host(anna.token);
    const request = { method: 'GET', path: '/community/validate', options: { auth: true } };
    const promised = await kiosk.api!.call(request);
    const commanded = await new Promise((resolve) => push(['api.call', request, resolve]));
    expect(promised).toMatchObject({ ok: true, value: { name: anna.name } });
    expect(promised).toEqual(commanded);
    expect(new URL(requests[0]!.url).searchParams.get('client')).toBe('mrd-web');
  });

  it('settles a malformed request as refused, with the command’s one console line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { kiosk, requests } = host();
    await expect(kiosk.api!.call({ method: 'TRACE', path: '/x' })).resolves.toMatchObject({
      ok: false,
      error: { kind: 'refused' },
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(0);
  });

  it('leaves a page without the loader’s window.kiosk alone', () => {
    const win: { kiosk?: unknown } = {};
    offerApiCall(createBus(document), win);
    expect(win.kiosk).toBeUndefined();
  });
});
