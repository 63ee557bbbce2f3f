// @vitest-environment node
// Node's Request keeps the Referer header, which a browser-like test environment strips.
import { describe, expect, it } from 'vitest';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';
import { PROVIDER_SCRIPT_PATH } from '../../../../demo-host/api/paywall/seed.ts';

const { app } = createDemoBackends();
const PAGE = 'http://localhost:5173/auto/paywall/hybrid-diesel/';
const script = (referer = PAGE) => app.request(PROVIDER_SCRIPT_PATH, { headers: { Referer: referer } });

describe('the demo provider script route, with the switches of the asking page', () => {
  it('serves its loader script as JavaScript, never cached', async () => {
    const response = await script();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/javascript');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('fails to load when the page asks for it with ?paywallDemo=fail', async () => {
    expect((await script(`${PAGE}?paywallDemo=fail`)).status).toBe(503);
  });

  it('answers after N seconds with ?paywallDelay=N', async () => {
    const started = Date.now();
    await script(`${PAGE}?paywallDelay=1`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });
});
