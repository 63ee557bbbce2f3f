import { describe, expect, it } from 'vitest';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';
import { DOWNLOAD_LINK_TTL_MS } from '../../../../demo-host/api/issues/seed.ts';
import { ORIGIN, useStorefront } from '../storefront/storefront-client.ts';

interface IssueView {
  id: string;
  number: string;
  date: string;
  topics: string[];
  cover: { url: string; width: number; height: number };
  covers: Record<'desktop' | 'mobile', { url: string; width: number; height: number }>;
  price: { print: string; epaper: string };
  merchandiseId: string;
  epaperMerchandiseId: string;
}

function host() {
  let time = new Date('2026-11-20T10:00:00Z').getTime();
  const { app } = createDemoBackends({ now: () => new Date(time) });
  return {
    get: (path: string) => app.request(`http://localhost${path}`),
    advance: (ms: number) => (time += ms),
  };
}

describe('demo magazine issues backend (issue 31)', () => {
  it("lists a brand's issues newest first, with cover at the magazine slot, prices and the cart's variant", async () => {
    const { get } = host();
    const { issues } = (await (await get('/api/issues/ams')).json()) as { issues: IssueView[] };
    expect(issues.map((issue) => issue.number)).toEqual([
      '24/2026',
      '23/2026',
      '22/2026',
      '26/2025',
      '25/2025',
    ]);
    expect(issues[0]).toMatchObject({
      date: '2026-11-12',
      cover: { url: 'http://localhost/api/issues/cover/ams-2026-24.svg', width: 206, height: 268 },
      price: { print: '6.90', epaper: '4.99' },
    });
    expect((await get('/api/issues/cover/ams-2026-24.svg')).headers.get('Content-Type')).toBe(
      'image/svg+xml',
    );
    expect((await get('/api/issues/nirgendwo')).status).toBe(404);
  });

  it('sells the print issue and the ePaper through the Storefront emulator', async () => {
    const { app } = createDemoBackends();
    const { SEED_PRODUCTS } = await import('../../../../demo-host/api/storefront/seed.ts');
    const variants = SEED_PRODUCTS.flatMap((product) => product.variants.map((variant) => variant.id));
    for (const project of ['ams', 'mo']) {
      const { issues } = (await (await app.request(`http://localhost/api/issues/${project}`)).json()) as {
        issues: IssueView[];
      };
      for (const issue of issues)
        expect(variants).toEqual(expect.arrayContaining([issue.merchandiseId, issue.epaperMerchandiseId]));
    }
  });

  it('has issues for more than one brand, each with its own variants', async () => {
    const { get } = host();
    const read = async (project: string) =>
      ((await (await get(`/api/issues/${project}`)).json()) as { issues: IssueView[] }).issues;
    const [ams, mo] = [await read('ams'), await read('mo')];
    expect(mo.map((issue) => issue.id)).toEqual(['mo-2026-24', 'mo-2026-23', 'mo-2025-26']);
    expect(mo[0]).toMatchObject({ number: '24/2026', price: { print: '5.90', epaper: '4.99' } });
    const ids = [...ams, ...mo].flatMap((issue) => [issue.merchandiseId, issue.epaperMerchandiseId]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await read('hw')).toEqual([]);
  });

  it("gives the cover at the magazine slot's desktop and mobile sizes (spec 9.2), drawn at that size", async () => {
    const { get } = host();
    const [current] = ((await (await get('/api/issues/ams')).json()) as { issues: IssueView[] }).issues;
    expect(current?.covers).toEqual({
      desktop: { url: 'http://localhost/api/issues/cover/ams-2026-24.svg', width: 206, height: 268 },
      mobile: {
        url: 'http://localhost/api/issues/cover/ams-2026-24.svg?device=mobile',
        width: 215,
        height: 280,
      },
    });
    expect(current?.cover).toEqual(current?.covers.desktop);
    const svg = async (path: string) => (await (await get(path)).text()).slice(0, 120);
    expect(await svg('/api/issues/cover/ams-2026-24.svg')).toContain('width="206" height="268"');
    expect(await svg('/api/issues/cover/ams-2026-24.svg?device=mobile')).toContain(
      'width="215" height="280"',
    );
    expect((await get('/api/issues/cover/ams-2026-24.svg?device=tv')).status).toBe(404);
  });

  it('tells a reader which issues they own; a download link needs a login and ownership', async () => {
    const { get } = host();
    expect((await get('/api/issues/ams/owned')).status).toBe(401);
    expect(await (await get('/api/issues/ams/owned?rkm_auth_token=demo-ben-plus')).json()).toEqual({
      owned: ['ams-2026-23', 'ams-2025-26'],
    });
    expect((await get('/api/issues/ams/ams-2026-23/download')).status).toBe(401);
    expect((await get('/api/issues/ams/ams-2026-24/download?rkm_auth_token=demo-ben-plus')).status).toBe(403);
    expect((await get('/api/issues/ams/ams-2026-23/download?rkm_auth_token=demo-anna-2026')).status).toBe(
      403,
    );
  });

  it('signs the download link: it serves the file until it expires, and a changed link never', async () => {
    const { get, advance } = host();
    const answer = (await (
      await get('/api/issues/ams/ams-2026-23/download?rkm_auth_token=demo-ben-plus')
    ).json()) as {
      url: string;
      expiresAt: string;
    };
    expect(answer.expiresAt).toBe(
      new Date(Date.parse('2026-11-20T10:00:00Z') + DOWNLOAD_LINK_TTL_MS).toISOString(),
    );
    const link = new URL(answer.url);
    const file = await get(link.pathname + link.search);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(await file.text()).toContain('ams-2026-23');

    const other = new URL(link);
    other.pathname = '/api/issues/file/ams-2026-24';
    expect((await get(other.pathname + other.search)).status).toBe(403);
    const later = new URL(link);
    later.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 60_000));
    expect((await get(later.pathname + later.search)).status).toBe(403);

    advance(DOWNLOAD_LINK_TTL_MS + 1);
    const expired = await get(link.pathname + link.search);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ error: 'link expired' });
  });

  it('ships the print issue and not the ePaper: requiresShipping false, and no delivery group for it', async () => {
    // The storefront client mounts the shop alone: the variant ids come from the seed.
    const { app, post, createCart, run } = useStorefront();
    const { DEMO_ISSUES } = await import('../../../../demo-host/api/issues/seed.ts');
    const { printVariantId, epaperVariantId } = DEMO_ISSUES[0]!;
    const shipping = async (id: string) =>
      (
        await post<{ node: { requiresShipping: boolean; product: { productType: string } } }>(
          'query($id: ID!) { node(id: $id) { ... on ProductVariant { requiresShipping product { productType } } } }',
          { id },
        )
      ).data!.node;
    expect(await shipping(printVariantId)).toEqual({
      requiresShipping: true,
      product: { productType: 'Heft' },
    });
    expect(await shipping(epaperVariantId)).toEqual({
      requiresShipping: false,
      product: { productType: 'ePaper' },
    });

    const signIn = await app.request(`${ORIGIN}/shop/multipass`, {
      method: 'POST',
      body: JSON.stringify({ email: 'leser@example.de' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const cart = await createCart([{ merchandiseId: printVariantId }, { merchandiseId: epaperVariantId }]);
    const payload = await run('cartBuyerIdentityUpdate', {
      cartId: cart.id,
      buyerIdentity: { customerAccessToken: token },
    });
    const grouped = await post<{
      cart: { deliveryGroups: { nodes: { cartLines: { nodes: { merchandise: { id: string } }[] } }[] } };
    }>(
      `query($id: ID!) { cart(id: $id) {
        deliveryGroups(first: 5) { nodes { cartLines(first: 5) { nodes { merchandise { ... on ProductVariant { id } } } } } }
      } }`,
      { id: payload.cart!.id },
    );
    expect(
      grouped.data!.cart.deliveryGroups.nodes.map((group) =>
        group.cartLines.nodes.map((line) => line.merchandise.id),
      ),
    ).toEqual([[printVariantId]]);
  });
});
