import { describe, expect, it } from 'vitest';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  createDemoBackends().app.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('demo community backend (spec 7.1)', () => {
  it('is mounted at /api/community: resend activation takes an email and a project', async () => {
    const response = await post('/api/community/resendactivation', { email: 'a@b.de', project: 'ams' });
    expect(await response.json()).toEqual({ success: true, sent: 'a@b.de' });
    expect((await post('/api/community/resendactivation', { email: 'keine-adresse' })).status).toBe(400);
  });

  it('logs out only with X-Requested-With', async () => {
    expect((await post('/api/community/logout', {})).status).toBe(400);
    const response = await post('/api/community/logout', {}, { 'X-Requested-With': 'XMLHttpRequest' });
    expect(await response.json()).toEqual({ success: true });
  });
});
