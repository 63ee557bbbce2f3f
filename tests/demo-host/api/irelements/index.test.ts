// @vitest-environment node
// The demo host is a Node server (and happy-dom resolves import.meta.url-relative URLs against the page).
import { describe, expect, it } from 'vitest';
import { createDemoApp } from '../../../../demo-host/app.ts';
import type { ElementRequest } from '../../../../demo-host/api/irelements/index.ts';
import { DEMO_USERS } from '../../../../demo-host/api/community/seed.ts';
import { TOKEN_COOKIE } from '../../../../src/session/token-cookie.ts';

const [anna] = DEMO_USERS;
const ELEMENT = '/api/irelements/element?project=mh&ab=0&client=ams-web';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

const postJson = (app: ReturnType<typeof createDemoApp>, body: unknown, headers = {}, path = ELEMENT) =>
  app.request(path, {
    method: 'POST',
    headers: { ...XHR, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const postForm = (
  app: ReturnType<typeof createDemoApp>,
  fields: Record<string, string>,
  headers: Record<string, string> = XHR,
) => app.request(ELEMENT, { method: 'POST', headers, body: new URLSearchParams(fields) });

describe('demo element backend (spec 7.9)', () => {
  it('answers the Mein Konto box as an HTML fragment: a login link without the login cookie', async () => {
    const response = await postJson(createDemoApp(), { element: 'mein-konto' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/^<section/);
    expect(html).toContain('Sie sind nicht angemeldet.');
    expect(html).toMatch(/<a [^>]*href="http:\/\/localhost\/anmelden\/">Anmelden<\/a>/);
  });

  it('names the reader behind the login cookie, and links to the account', async () => {
    const response = await postJson(
      createDemoApp(),
      { element: 'mein-konto' },
      { Cookie: `${TOKEN_COOKIE}=${anna.token}` },
    );
    const html = await response.text();
    expect(html).toContain(`Angemeldet als ${anna.name}`);
    expect(html).toContain('>Zum Konto</a>');
  });

  it('refuses a query without project=mh or with an ab that is not 0 or 1', async () => {
    const app = createDemoApp();
    for (const query of ['project=ams&ab=0', 'ab=0', 'project=mh', 'project=mh&ab=yes'])
      expect(
        (await postJson(app, { element: 'mein-konto' }, {}, `/api/irelements/element?${query}`)).status,
      ).toBe(400);
  });

  it('answers 404 for an element it does not know, 503 for the failing one', async () => {
    const app = createDemoApp();
    expect((await postJson(app, { element: 'gibt-es-nicht' })).status).toBe(404);
    expect((await postJson(app, { element: 'fehler' })).status).toBe(503);
  });

  it('serves the poll form, which posts to the element route itself (works without script)', async () => {
    const html = await (await postJson(createDemoApp(), { element: 'umfrage' })).text();
    expect(html).toContain('<form');
    expect(html).toContain('action="http://localhost/api/irelements/element?project=mh&amp;ab=0"');
    expect(html.match(/type="radio" name="antwort"/g)).toHaveLength(3);
    expect(html).not.toContain('umfrage-fehler');
  });

  it('counts a vote sent as form data and answers the results with the thanks', async () => {
    const app = createDemoApp();
    const html = await (await postForm(app, { element: 'umfrage', antwort: 'selten', kommentar: '' })).text();
    expect(html).toContain('Danke für Ihre Stimme!');
    expect(html).toContain('Selten oder nie (Ihre Antwort): 16 %');
    expect(html).toContain('812 Stimmen');
    const requests = (await (await app.request('/api/irelements/requests')).json()) as ElementRequest[];
    expect(requests.at(-1)).toMatchObject({ sentAs: 'form', body: { antwort: 'selten' } });
  });

  it('answers an invalid vote with the form, its error, and the reader’s comment and answer kept', async () => {
    const app = createDemoApp();
    const noAnswer = await (
      await postForm(app, { element: 'umfrage', kommentar: 'Mit <b>Fahrrad</b>' })
    ).text();
    expect(noAnswer).toContain('Bitte wählen Sie eine Antwort.');
    expect(noAnswer).toContain('aria-describedby="umfrage-fehler"');
    expect(noAnswer).toContain('>Mit &#60;b&#62;Fahrrad&#60;/b&#62;</textarea>');
    const tooLong = await (
      await postForm(app, { element: 'umfrage', antwort: 'manchmal', kommentar: 'x'.repeat(201) })
    ).text();
    expect(tooLong).toContain('Ihr Kommentar ist zu lang: höchstens 200 Zeichen, Sie haben 201.');
    expect(tooLong).toContain('value="manchmal" checked');
  });

  it('answers a form posted without script with a whole page and a way back', async () => {
    const response = await postForm(createDemoApp(), { element: 'umfrage', antwort: 'taeglich' }, {
      Referer: 'http://localhost/elemente/',
    } as unknown as typeof XHR);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('Danke für Ihre Stimme!');
    expect(html).toContain('<a href="http://localhost/elemente/">Zurück zur Seite</a>');
  });

  it('answers the hostile element with its script payloads, as a lying server would', async () => {
    const html = await (await postJson(createDemoApp(), { element: 'feindlich' })).text();
    for (const payload of [
      '<script>',
      'onerror=',
      'href="javascript:',
      '<iframe',
      '<style>',
      'position: fixed',
    ])
      expect(html).toContain(payload);
  });

  it('switches an element to fail and back, and records what each request sent', async () => {
    const app = createDemoApp();
    await app.request('/api/irelements/demo/mode/mein-konto/fail', { method: 'POST' });
    expect((await postJson(app, { element: 'mein-konto', isMobile: true })).status).toBe(503);
    await app.request('/api/irelements/demo/mode/mein-konto/ok', { method: 'POST' });
    expect((await postJson(app, { element: 'mein-konto' })).status).toBe(200);
    expect((await app.request('/api/irelements/demo/mode/mein-konto/weird', { method: 'POST' })).status).toBe(
      404,
    );
    const requests = (await (await app.request('/api/irelements/requests')).json()) as ElementRequest[];
    expect(requests[0]).toEqual({
      query: { project: 'mh', ab: '0', client: 'ams-web' },
      body: { element: 'mein-konto', isMobile: true },
      sentAs: 'json',
      withCookie: false,
    });
  });

  it('keeps a hanging request open until the client gives up', async () => {
    const app = createDemoApp();
    await app.request('/api/irelements/demo/mode/umfrage/hang', { method: 'POST' });
    const controller = new AbortController();
    const answer = Promise.resolve(
      app.request(ELEMENT, {
        method: 'POST',
        headers: { ...XHR, 'Content-Type': 'application/json' },
        body: JSON.stringify({ element: 'umfrage' }),
        signal: controller.signal,
      }),
    );
    const early = await Promise.race([
      answer.then(() => 'answered'),
      new Promise((r) => setTimeout(r, 50, 'open')),
    ]);
    expect(early).toBe('open');
    controller.abort();
    expect((await answer).status).toBe(504);
  });
});
