import { describe, expect, it } from 'vitest';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';

describe('demo gallery image server (issue 29)', () => {
  const { app } = createDemoBackends();

  it('answers the same picture for the same brand and number, another for another', async () => {
    const first = await app.request('/api/gallery/bild/ams/3.svg');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const text = await first.text();
    expect(text).toMatch(/^<svg [^>]*width="1100" height="619"/);
    expect(await (await app.request('/api/gallery/bild/ams/3.svg')).text()).toBe(text);
    expect(await (await app.request('/api/gallery/bild/mo/3.svg')).text()).not.toBe(text);
  });

  it.each([
    '/api/gallery/bild/ams/0.svg',
    '/api/gallery/bild/ams/61.svg',
    '/api/gallery/bild/xx/1.svg',
    '/api/gallery/bild/ams/1.png',
  ])('%s is a 404', async (path) => {
    expect((await app.request(path)).status).toBe(404);
  });
});
