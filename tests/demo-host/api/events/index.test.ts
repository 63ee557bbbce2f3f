// @vitest-environment node
// The demo host is a Node server (and happy-dom resolves import.meta.url-relative URLs against the page).
import { describe, expect, it } from 'vitest';
import { createDemoApp } from '../../../../demo-host/app.ts';
import type { ReceivedEvent } from '../../../../demo-host/api/events/index.ts';

const EVENT = {
  n: 'paywall_impression',
  u: 'http://localhost:5173/auto/',
  d: 'auto.kiosk-demo.de',
  r: null,
  w: 1280,
};

function setUp() {
  const app = createDemoApp();
  const post = (body: string) =>
    app.request('/api/event', { method: 'POST', body, headers: { 'Content-Type': 'text/plain' } });
  const list = async () => (await (await app.request('/api/events')).json()) as ReceivedEvent[];
  return { app, post, list };
}

describe('demo web-analytics sink (spec 7.12)', () => {
  it('takes an event sent as text and lists it with the time it arrived', async () => {
    const { post, list } = setUp();
    const response = await post(JSON.stringify({ ...EVENT, m: { CID: '1201' }, p: { offer: 'monat' } }));
    expect(response.status).toBe(202);
    const [event] = await list();
    expect(event).toEqual({
      ...EVENT,
      m: { CID: '1201' },
      p: { offer: 'monat' },
      receivedAt: expect.any(String),
    });
    expect(Date.parse(event?.receivedAt ?? '')).not.toBeNaN();
  });

  it('lists the newest first and keeps only the last 50', async () => {
    const { post, list } = setUp();
    for (let index = 1; index <= 52; index++) await post(JSON.stringify({ ...EVENT, n: `event_${index}` }));
    const events = await list();
    expect(events).toHaveLength(50);
    expect(events[0]?.n).toBe('event_52');
    expect(events.at(-1)?.n).toBe('event_3');
  });

  it.each([
    ['{"n":', 'body must be JSON (sent as text/plain)'],
    ['[1]', 'body must be a JSON object'],
    [JSON.stringify({ u: EVENT.u }), 'missing or empty string field(s): n, d'],
    [JSON.stringify({ ...EVENT, n: '' }), 'missing or empty string field(s): n'],
    [JSON.stringify({ ...EVENT, r: 1 }), 'r must be a string or null'],
    [JSON.stringify({ ...EVENT, w: '1280' }), 'w must be a number'],
    [JSON.stringify({ ...EVENT, m: 'x' }), 'm must be an object'],
    [JSON.stringify({ ...EVENT, p: [1] }), 'p must be an object'],
  ])('rejects %s with 400 and says why', async (body, error) => {
    const { post, list } = setUp();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(await list()).toEqual([]);
  });

  it('clears the list on DELETE /api/events', async () => {
    const { app, post, list } = setUp();
    await post(JSON.stringify(EVENT));
    expect((await app.request('/api/events', { method: 'DELETE' })).status).toBe(204);
    expect(await list()).toEqual([]);
  });

  it('keeps the events of each app apart', async () => {
    await setUp().post(JSON.stringify(EVENT));
    expect(await setUp().list()).toEqual([]);
  });

  it('serves the monitor page with its script as a file, not inline', async () => {
    const { app } = setUp();
    const html = await (await app.request('http://localhost:5173/ereignisse/')).text();
    expect(html).toContain('<script src="/demo/events-monitor.js" defer></script>');
    expect(html).toContain('http://localhost:5173/api/event');
    expect(html).not.toMatch(/<script>(?!<)/);
    const script = await app.request('/demo/events-monitor.js');
    expect(script.status).toBe(200);
    expect(await script.text()).toContain("fetch('/api/events'");
  });
});
