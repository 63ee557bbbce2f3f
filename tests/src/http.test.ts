import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestJson } from '../../src/http.ts';
import { routeFetchToDemoHost } from '../support/demo-backend.ts';

describe('requestJson', () => {
  afterEach(() => vi.useRealTimers());

  it('returns the JSON body as a value against the demo backend', async () => {
    const { apiHost, requests } = routeFetchToDemoHost();
    const result = await requestJson(`${apiHost}/health`, { xhr: true });
    expect(result).toEqual({ ok: true, value: { ok: true } });
    expect(requests[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('turns a non-2xx status into a status error with the spec message', async () => {
    const { apiHost } = routeFetchToDemoHost();
    const result = await requestJson(`${apiHost}/does-not-exist`, { errorMessage: 'validate failed' });
    expect(result).toEqual({ ok: false, error: { kind: 'status', status: 404, message: 'validate failed' } });
  });

  it('turns malformed JSON and a wrong shape into parse errors', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"broken":'));
    expect(await requestJson('/x')).toMatchObject({ ok: false, error: { kind: 'parse' } });
    vi.stubGlobal('fetch', async () => new Response('{"list":1}'));
    const parse = (body: unknown) => (Array.isArray((body as { list?: unknown }).list) ? body : undefined);
    expect(await requestJson('/x', { parse })).toMatchObject({ ok: false, error: { kind: 'parse' } });
  });

  it('aborts a slow API after the timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const pending = requestJson('/slow', { timeoutMs: 3000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(await pending).toEqual({
      ok: false,
      error: { kind: 'timeout', message: 'timed out after 3000 ms' },
    });
  });

  it('reports a network failure as a value', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await requestJson('/x', { errorMessage: 'logout failed' })).toEqual({
      ok: false,
      error: { kind: 'network', message: 'logout failed' },
    });
  });

  it('sends JSON bodies as POST with a JSON content type', async () => {
    const seen: Request[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push(new Request(new URL(url, 'http://x'), init));
      return new Response('null');
    });
    await requestJson('/x', { json: { a: 1 } });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await seen[0]?.json()).toEqual({ a: 1 });
  });

  it('with text, hands the answer to parse as it is, and sends the caller’s Accept', async () => {
    const seen: Request[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      seen.push(new Request(new URL(url, 'http://x'), init));
      return new Response('<p>{"not": json}</p>', { headers: { 'Content-Type': 'text/html' } });
    });
    const parse = (body: unknown) => (typeof body == 'string' ? body.toUpperCase() : undefined);
    expect(await requestJson('/x', { text: true, parse, headers: { Accept: 'text/html' } })).toEqual({
      ok: true,
      value: '<P>{"NOT": JSON}</P>',
    });
    expect(seen[0]?.headers.get('Accept')).toBe('text/html');
  });
});
