import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createDemoApp } from '../demo-host/app.ts';
import { launchChromium, PHONE_VIEWPORT, slowPage } from '../bench/browser.ts';
const server = serve({ fetch: createDemoApp({ distDir: '/tmp/dist-prof' }).fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((d) => server.once('listening', d));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();
const self = new Map<string, number>();
for (let run = 0; run < 3; run++) {
  const { context, page, cdp } = await slowPage(browser, { viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });
  await page.goto(`${origin}/auto/galerie/`, { waitUntil: 'networkidle' });
  const opener = page.locator('#alle').getByRole('link', { name: 'Bild 1 von 60 groß anzeigen' });
  await opener.scrollIntoViewIfNeeded();
  await opener.dispatchEvent('touchstart');
  await page.waitForLoadState('networkidle');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await opener.tap();
  await page.locator('.kiosk-gallery-overlay__count').filter({ hasText: '1 / 60' }).waitFor();
  await page.waitForTimeout(400);
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const dt = profile.timeDeltas as number[];
  profile.samples.forEach((id: number, i: number) => {
    const n: any = byId.get(id);
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').slice(-1)[0]}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
  });
  await context.close();
}
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 3000).toFixed(1), 'ms', k);
await browser.close(); server.close();
