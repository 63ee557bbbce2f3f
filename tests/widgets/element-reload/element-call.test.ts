import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogMemory } from '../../../src/log.ts';
import {
  callElement,
  elementBody,
  elementFormData,
  elementQuery,
  type FixedFields,
} from '../../../widgets/element-reload/element-call.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';

const fixedFields = fc.record({
  disableDevHost: fc.constant(1 as const),
  isMobile: fc.constant(true as const),
  client: fc.string(),
  element: fc.string(),
  irConfig: fc.dictionary(fc.string(), fc.jsonValue()),
  page: fc.webUrl(),
}) as fc.Arbitrary<FixedFields>;

const FIXED_NAMES = ['disableDevHost', 'isMobile', 'client', 'element', 'irConfig', 'page'];
/** Extra fields whose names are often the fixed ones, so the merge has something to overrule. */
const extraFields = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIXED_NAMES), fc.string()),
  fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.jsonValue()),
);

const settings = (apiHost: string) => ({ apiHost, apiClient: 'ams-web', isAb: true });

describe('element reload: the body and query of spec 7.9', () => {
  it('merges the extra fields with the fixed ones, which always win (JSON)', () => {
    fc.assert(
      fc.property(extraFields, fixedFields, (extra, fixed) => {
        const body = elementBody(extra, fixed);
        for (const [name, value] of Object.entries(fixed)) expect(body[name]).toEqual(value);
        for (const [name, value] of Object.entries(extra))
          if (!FIXED_NAMES.includes(name)) expect(body[name]).toEqual(value);
      }),
    );
  });

  it('merges a form’s fields, the extra ones and the fixed ones the same way (form data)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.oneof(fc.constantFrom(...FIXED_NAMES), fc.stringMatching(/^[a-z]{1,8}$/)),
          fc.string(),
        ),
        extraFields,
        fixedFields,
        (formFields, extra, fixed) => {
          const form = document.createElement('form');
          for (const [name, value] of Object.entries(formFields)) {
            const input = document.createElement('input');
            input.name = name;
            input.value = value;
            form.append(input);
          }
          const data = elementFormData(form, extra, fixed);
          for (const [name, value] of Object.entries(fixed))
            expect(data.getAll(name)).toEqual([typeof value == 'string' ? value : JSON.stringify(value)]);
          for (const [name, value] of Object.entries(formFields))
            if (!FIXED_NAMES.includes(name) && !Object.hasOwn(extra, name))
              expect(data.get(name)).toBe(value);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('forces project=mh in the query over the caller’s', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.oneof(fc.constant('project'), fc.string()), fc.string()), (extra) => {
        expect(elementQuery(extra).project).toBe('mh');
      }),
    );
  });
});

describe('callElement against the demo backend', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetLogMemory();
  });

  it('posts JSON to {host}/irelements/element with project=mh, ab and client, and no cookies unless asked', async () => {
    const backend = routeFetchToDemoHost();
    const answer = await callElement(
      { element: 'mein-konto', query: { project: 'ams', ab: 0, extra: 'x' }, fields: { element: 'fremd' } },
      settings(backend.apiHost),
    );
    expect(answer).toMatchObject({ ok: true, html: expect.stringContaining('Mein Konto') });
    const [request] = backend.requests;
    const url = new URL(request!.url);
    expect(url.pathname).toBe('/api/irelements/element');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      project: 'mh',
      ab: '1',
      client: 'ams-web',
      extra: 'x',
    });
    expect(request!.headers.get('Content-Type')).toBe('application/json');
    expect(request!.headers.get('Accept')).toBe('text/html');
    expect(request!.credentials).toBe('omit');
    expect(await request!.json()).toEqual({
      element: 'mein-konto',
      disableDevHost: 1,
      isMobile: true,
      client: 'ams-web',
      irConfig: {},
      page: location.href,
    });
    await callElement({ element: 'mein-konto', credentials: true }, settings(backend.apiHost));
    expect(backend.requests[1]!.credentials).toBe('include');
  });

  it('posts a form as form data', async () => {
    const backend = routeFetchToDemoHost();
    const form = document.createElement('form');
    form.innerHTML = '<input name="antwort" value="selten"><input name="element" value="fremd">';
    const answer = await callElement({ element: 'umfrage', form }, settings(backend.apiHost));
    expect(answer).toMatchObject({ ok: true, html: expect.stringContaining('Danke für Ihre Stimme!') });
    const sent = await backend.requests[0]!.formData();
    expect(sent.get('antwort')).toBe('selten');
    expect(sent.get('element')).toBe('umfrage');
    expect(sent.get('irConfig')).toBe('{}');
  });

  it.each([
    ['a 503', (backend: ReturnType<typeof routeFetchToDemoHost>) => backend.answerNext(503), 'status'],
    [
      'a dropped connection',
      (backend: ReturnType<typeof routeFetchToDemoHost>) => backend.failNext(1),
      'network',
    ],
  ])('returns %s as an error, with nothing to insert', async (_, fault, kind) => {
    const backend = routeFetchToDemoHost();
    fault(backend);
    const answer = await callElement({ element: 'mein-konto' }, settings(backend.apiHost));
    expect(answer).toMatchObject({
      ok: false,
      aborted: false,
      error: { kind, message: 'element reload error' },
    });
  });

  it.each([
    ['JSON', 'application/json', '{"html":"<p>x</p>"}'],
    ['text', 'text/plain', 'Service Unavailable'],
    ['nothing', 'text/html', ''],
    [
      'a whole page (a proxy’s 200)',
      'text/html',
      '<!doctype html><html><body><h1>Wartung</h1></body></html>',
    ],
    ['an html element', 'text/html; charset=utf-8', '  <HTML><body>x</body></HTML>'],
  ])('takes %s as an error, not a fragment', async (_, type, body) => {
    vi.stubGlobal('fetch', async () => new Response(body, { headers: { 'Content-Type': type } }));
    const answer = await callElement({ element: 'mein-konto' }, settings('https://api.example'));
    expect(answer).toMatchObject({ ok: false, error: { kind: 'parse' } });
  });

  it('says when a newer call aborted it', async () => {
    vi.stubGlobal(
      'fetch',
      (_: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const call = callElement(
      { element: 'mein-konto', signal: controller.signal },
      settings('https://api.example'),
    );
    controller.abort();
    expect(await call).toMatchObject({ ok: false, aborted: true });
  });
});
