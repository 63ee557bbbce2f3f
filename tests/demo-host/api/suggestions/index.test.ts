import { describe, expect, it } from 'vitest';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';

interface Suggestion {
  id: string;
  title: string;
  rubric: string;
  plus: boolean;
  url: string;
  image: string;
}

describe('demo suggestions backend (issue 25)', () => {
  const setUp = () => {
    const { app } = createDemoBackends();
    const ask = async (query: string) => {
      const response = await app.request(`/api/suggestions?${query}`);
      return {
        status: response.status,
        body: response.ok ? ((await response.json()) as { items: Suggestion[] }) : undefined,
      };
    };
    const mode = (project: string, name: string) =>
      app.request(`/api/suggestions/demo/${project}/mode/${name}`, { method: 'POST' });
    return { app, ask, mode };
  };

  it('suggests three articles of the brand with every field, the reader’s rubric first', async () => {
    const { ask } = setUp();
    const { body } = await ask('project=ams&cid=5101&rubric=Ratgeber');
    expect(body?.items).toHaveLength(3);
    for (const item of body?.items ?? []) {
      expect(item).toMatchObject({
        id: expect.any(String),
        title: expect.any(String),
        plus: expect.any(Boolean),
      });
      expect(item.url).toMatch(/^http:\/\/localhost\//);
      expect(item.image).toMatch(new RegExp(`^http://localhost/api/suggestions/images/${item.id}\\.svg$`));
    }
    // Three Ratgeber articles exist (1250, 5103, 5104): all three come before any other rubric.
    expect(body?.items.map((item) => item.rubric)).toEqual(['Ratgeber', 'Ratgeber', 'Ratgeber']);
  });

  it('leaves out the current article and every excluded id, and answers the same twice', async () => {
    const { ask } = setUp();
    const query = 'project=ams&cid=1201&rubric=Tests&exclude=5101&exclude=5102&limit=10';
    const first = await ask(query);
    const ids = first.body?.items.map((item) => item.id) ?? [];
    expect(ids).not.toContain('1201');
    expect(ids).not.toContain('5101');
    expect(ids).not.toContain('5102');
    expect(ids).toHaveLength(6);
    expect(ids[0]).toBe('5105'); // the one Tests article left
    expect((await ask(query)).body?.items.map((item) => item.id)).toEqual(ids);
  });

  it('orders differently for another article, and gives other brands their own articles', async () => {
    const { ask } = setUp();
    const a = (await ask('project=ams&cid=1&limit=10')).body?.items.map((item) => item.id);
    const b = (await ask('project=ams&cid=2&limit=10')).body?.items.map((item) => item.id);
    expect(a).not.toEqual(b);
    expect([...(a ?? [])].sort()).toEqual([...(b ?? [])].sort());
    const other = (await ask('project=mo&cid=1')).body?.items ?? [];
    expect(other).toHaveLength(3);
    expect(other.every((item) => item.id.startsWith('mo-'))).toBe(true);
    expect((await ask('project=nope')).status).toBe(404);
  });

  it('answers empty, fails with 503 on demand per brand, and serves the pictures', async () => {
    const { app, ask, mode } = setUp();
    await mode('ams', 'empty');
    expect((await ask('project=ams&cid=1')).body?.items).toEqual([]);
    await mode('ams', 'fail');
    expect((await ask('project=ams&cid=1')).status).toBe(503);
    expect((await ask('project=mo&cid=1')).status).toBe(200);
    expect((await mode('ams', 'sideways')).status).toBe(404);
    const image = await app.request('/api/suggestions/images/5101.svg');
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg /);
  });

  it('holds a request in hang mode until the client gives up', async () => {
    const { app, mode } = setUp();
    await mode('ams', 'hang');
    const controller = new AbortController();
    let settled = false;
    const answer = Promise.resolve(
      app.request('/api/suggestions?project=ams&cid=1', { signal: controller.signal }),
    ).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    controller.abort();
    await answer.catch(() => undefined);
    expect(settled).toBe(true);
  });
});
