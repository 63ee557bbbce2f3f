// @vitest-environment node
// The demo host is a Node server (and happy-dom resolves import.meta.url-relative URLs against the page).
import { describe, expect, it } from 'vitest';
import { createDemoApp } from '../../demo-host/app.ts';
import { PAGES } from '../../demo-host/site.ts';

describe('demo host', () => {
  const app = createDemoApp();

  it('lists every page and widget on the index', async () => {
    const html = await (await app.request('/')).text();
    for (const page of PAGES) expect(html).toContain(`href="${page.path}"`);
    expect(html).toContain('data-widget="theme-toggle"');
    expect(html).toContain('data-widget="add-to-cart"');
  });

  it('lists the shop endpoint and the voucher codes a newcomer can try (issue 17, defect 10)', async () => {
    const html = await (await app.request('/')).text();
    expect(html).toContain('/shop/api/2026-04/graphql.json');
    for (const code of ['AMS10', 'MOTORRAD5', 'KIOSK-DEMO', 'LEER'])
      expect(html).toContain(`<code>${code}</code>`);
  });

  it('renders pages as a CMS would: config blocks and the async loader tag', async () => {
    const response = await app.request('http://localhost:5173/auto/');
    const html = await response.text();
    expect(html).toContain(
      '<script type="application/json" id="kiosk-config">{"project":"ams","apiHost":"http://localhost:5173/api"',
    );
    expect(html).toMatch(/<script type="module" src="\/kiosk\/loader.js" async nonce="[^"]+"><\/script>/);
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
  });

  it('renders a page as any brand with ?project= and ignores unknown codes', async () => {
    const cycling = await (await app.request('/auto/?project=rb')).text();
    expect(cycling).toContain('<html lang="de" class="theme-rb">');
    expect(cycling).toContain('{"project":"rb",');
    expect(cycling).toContain('<span class="site-brand">Rad Kiosk</span>');
    const unknown = await (await app.request('/auto/?project=gibt-es-nicht')).text();
    expect(unknown).toContain('{"project":"ams",');
    expect(unknown).toContain('<span class="site-brand">Auto Motor Kiosk</span>');
  });

  it('serves the strict-CSP page with a per-response nonce that matches the loader tag', async () => {
    const response = await app.request('/auto/strikte-csp/');
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(policy).toContain("script-src 'self'");
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  });
});
