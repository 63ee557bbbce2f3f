import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Device } from '../../../features/images/slots.ts';
import { findBrand } from '../../../src/brands.ts';
import { loginChecks } from '../auth.ts';
import type { BackendOptions } from '../backend.ts';
import { COVER_SIZES, DEMO_ISSUES, DOWNLOAD_LINK_TTL_MS, ISSUE_OWNERS, type DemoIssue } from './seed.ts';

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * The magazine issues of each brand (issue 31), at `/api/issues`:
 * - `GET /{project}`: `{ issues }`, newest first (the first is the current issue), each with number, date,
 *   topics, the cover at the magazine slot's desktop size (`cover`) and at each device's (`covers`), the
 *   print and ePaper price and both Storefront variants, print and ePaper (the cart buys them);
 * - `GET /{project}/owned` (login): `{ owned: [id…] }`, the issues the reader owns;
 * - `GET /{project}/{id}/download` (login, owners only): `{ url, expiresAt }`, a link signed for this
 *   issue that stops working after ten minutes (403 for a reader who does not own it);
 * - `GET /file/{id}?expires&signature`: the ePaper file for a valid, unexpired link, else 403;
 * - `GET /cover/{id}.svg`: the cover at the desktop slot size; `?device=mobile` at the mobile one.
 */
export function createIssues({ now }: BackendOptions) {
  const { needsLogin } = loginChecks(now);
  const app = new Hono();
  // Per demo host: a link signed by one host is not good on another.
  const secret = randomBytes(32);
  const sign = (id: string, expires: number) =>
    createHmac('sha256', secret).update(`${id}:${expires}`).digest('base64url');
  const find = (id: string) => DEMO_ISSUES.find((issue) => issue.id == id);

  const cover = (origin: string, issue: DemoIssue, device: Device) => ({
    url: `${origin}/api/issues/cover/${issue.id}.svg${device == 'mobile' ? '?device=mobile' : ''}`,
    ...COVER_SIZES[device],
  });
  const view = (origin: string, issue: DemoIssue) => ({
    id: issue.id,
    number: issue.number,
    date: issue.date,
    topics: issue.topics,
    cover: cover(origin, issue, 'desktop'),
    covers: { desktop: cover(origin, issue, 'desktop'), mobile: cover(origin, issue, 'mobile') },
    price: { print: euros(issue.printCents), epaper: euros(issue.epaperCents), currencyCode: 'EUR' },
    merchandiseId: issue.printVariantId,
    epaperMerchandiseId: issue.epaperVariantId,
  });

  app.get('/cover/:file', (c) => {
    const issue = find(c.req.param('file').replace(/\.svg$/, ''));
    const device = c.req.query('device') ?? 'desktop';
    if (!issue || (device != 'desktop' && device != 'mobile')) return c.body('not found', 404);
    const { width, height } = COVER_SIZES[device];
    return c.body(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${issue.colour}"/><text x="16" y="48" fill="#fff" font-family="sans-serif" font-size="28" font-weight="700">${issue.project.toUpperCase()}</text><text x="16" y="${height - 24}" fill="#fff" font-family="sans-serif" font-size="20">${issue.number}</text></svg>`,
      200,
      { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=86400' },
    );
  });

  app.get('/file/:id', (c) => {
    const id = c.req.param('id');
    const expires = Number(c.req.query('expires'));
    const given = Buffer.from(c.req.query('signature') ?? '');
    const expected = Buffer.from(sign(id, expires));
    const valid = given.length == expected.length && timingSafeEqual(given, expected);
    if (!valid || !find(id)) return c.json({ error: 'invalid link' }, 403);
    if (now().getTime() > expires) return c.json({ error: 'link expired' }, 403);
    return c.body(`%PDF-1.4\n% Demo-ePaper ${id}\n`, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${id}.pdf"`,
    });
  });

  app.get('/:project', (c) => {
    const project = findBrand(c.req.param('project'))?.project;
    if (!project) return c.json({ error: 'unknown project' }, 404);
    const origin = new URL(c.req.url).origin;
    return c.json({
      issues: DEMO_ISSUES.filter((issue) => issue.project == project).map((issue) => view(origin, issue)),
    });
  });

  app.get('/:project/owned', needsLogin, (c) => c.json({ owned: ISSUE_OWNERS[c.var.user.token] ?? [] }));

  app.get('/:project/:id/download', needsLogin, (c) => {
    const id = c.req.param('id');
    if (!find(id)) return c.json({ error: 'unknown issue' }, 404);
    if (!(ISSUE_OWNERS[c.var.user.token] ?? []).includes(id)) return c.json({ error: 'not owned' }, 403);
    const expires = now().getTime() + DOWNLOAD_LINK_TTL_MS;
    const url = new URL(`/api/issues/file/${id}`, c.req.url);
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('signature', sign(id, expires));
    return c.json({ url: url.href, expiresAt: new Date(expires).toISOString() });
  });

  return { app };
}
