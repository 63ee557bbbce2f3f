import { describe, expect, it } from 'vitest';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';

interface Feed {
  items: Array<{ id: string; date: string; url: string; image: string; title: string; rubric: string }>;
}

describe('demo newsticker feed (issue 14)', () => {
  const setUp = () => {
    let time = Date.UTC(2026, 10, 23, 12);
    const { app } = createDemoBackends({ now: () => new Date(time) });
    return {
      feed: (headers: Record<string, string> = {}, project = 'ams') =>
        app.request(`/api/newsticker/feed?project=${project}`, { headers }),
      post: (path: string) => app.request(`/api/newsticker/demo/ams/${path}`, { method: 'POST' }),
      advance: (ms: number) => (time += ms),
    };
  };

  it('lists the latest ten items, newest first, with every field a reader needs', async () => {
    const { feed } = setUp();
    const response = await feed();
    const { items } = (await response.json()) as Feed;
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({ id: 'ams-11', rubric: expect.any(String), title: expect.any(String) });
    expect(items[0]?.url).toMatch(/^http:\/\/localhost\/nachrichten\/\?meldung=ams-11$/);
    expect(Date.parse(items[0]?.date ?? '')).toBeGreaterThan(Date.parse(items[1]?.date ?? ''));
  });

  it('answers an unchanged feed with 304 to If-None-Match, and a changed one with 200', async () => {
    const { feed, post } = setUp();
    const etag = (await feed()).headers.get('ETag') ?? '';
    const unchanged = await feed({ 'If-None-Match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    await post('publish');
    const changed = await feed({ 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Feed).items[0]?.id).toBe('ams-12');
  });

  it('gets a new item every minute by the clock, and none while ticking is off', async () => {
    const { feed, post, advance } = setUp();
    await feed();
    advance(3 * 60_000);
    expect(((await (await feed()).json()) as Feed).items[0]?.id).toBe('ams-14');
    await post('ticking/off');
    advance(10 * 60_000);
    expect(((await (await feed()).json()) as Feed).items[0]?.id).toBe('ams-14');
  });

  it('fails on demand with 503, keeps each brand apart, and refuses unknown brands', async () => {
    const { feed, post } = setUp();
    await post('mode/fail');
    expect((await feed()).status).toBe(503);
    expect((await feed({}, 'mo')).status).toBe(200);
    expect((await feed({}, 'nope')).status).toBe(404);
    await post('mode/ok');
    expect((await feed()).status).toBe(200);
  });
});
