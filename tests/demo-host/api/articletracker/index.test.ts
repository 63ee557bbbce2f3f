// @vitest-environment node
// The demo host is a Node server (and happy-dom resolves import.meta.url-relative URLs against the page).
import { describe, expect, it } from 'vitest';
import { createDemoApp } from '../../../../demo-host/app.ts';
import type { TrackerRequest } from '../../../../demo-host/api/articletracker/index.ts';

describe('demo article tracker (spec 7.8)', () => {
  it('answers a tracker call with 204 and lists it, with its configId and query, newest last', async () => {
    const app = createDemoApp();
    const first = await app.request(
      '/api/articletracker/ams-artikel?adset=auto&file=test&platform=mobile&adzone=Rest',
    );
    expect(first.status).toBe(204);
    await app.request('/api/articletracker/pr-artikel?adset=&file=&platform=desktop&adzone=tests');
    const listed = (await (await app.request('/api/articletracker/requests')).json()) as TrackerRequest[];
    expect(listed.map(({ configId, query }) => ({ configId, query }))).toEqual([
      { configId: 'ams-artikel', query: { adset: 'auto', file: 'test', platform: 'mobile', adzone: 'Rest' } },
      { configId: 'pr-artikel', query: { adset: '', file: '', platform: 'desktop', adzone: 'tests' } },
    ]);
    expect(Number.isNaN(Date.parse(listed[0]!.receivedAt))).toBe(false);
  });

  it('keeps the last 50 calls', async () => {
    const app = createDemoApp();
    for (let call = 0; call < 55; call++) await app.request(`/api/articletracker/id-${call}`);
    const listed = (await (await app.request('/api/articletracker/requests')).json()) as TrackerRequest[];
    expect(listed).toHaveLength(50);
    expect(listed[0]!.configId).toBe('id-5');
  });
});
