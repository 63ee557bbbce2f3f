// @vitest-environment node
// The demo host is a Node server; these tests call it as one (the platform asks the shop over HTTP).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED_PRODUCTS } from '../../../../demo-host/api/storefront/seed.ts';
import {
  DOWNLOAD_LINK_TTL_MS,
  LEVELS,
  TRAINING_PLANS,
} from '../../../../demo-host/api/training-plans/seed.ts';
import { routeFetchToDemoHost } from '../../../support/demo-backend.ts';

interface PlanView {
  id: string;
  title: string;
  goal: string;
  targetTime: string | null;
  level: string;
  weeks: number;
  daysPerWeek: number;
  pages: number;
  price: { amount: string; currencyCode: string };
  merchandiseId: string;
  cover: { url: string; width: number; height: number };
  sampleUrl: string;
}

const PLAN = TRAINING_PLANS[0]!;
const OTHER = TRAINING_PLANS[1]!;

function host() {
  let time = new Date('2026-11-20T10:00:00Z').getTime();
  const shop = routeFetchToDemoHost({ now: () => new Date(time) });
  const call = (path: string, init?: RequestInit) => fetch(`${shop.origin}${path}`, init);
  /** A cart holding `variantIds`, bought on the demo checkout; its token. */
  const buy = (variantIds: string[], email: string | null = null) => {
    const { cart } = shop.carts.create(
      {
        lines: variantIds.map((merchandiseId) => ({ merchandiseId, quantity: 1 })),
        buyerIdentity: { email },
      },
      undefined,
    );
    shop.carts.complete(cart!);
    return cart!.token;
  };
  const register = (cartToken: string, token?: string) =>
    call(`/api/training-plans/orders${token ? `?rkm_auth_token=${token}` : ''}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ cartToken }),
    });
  return { shop, call, buy, register, advance: (ms: number) => (time += ms) };
}

afterEach(() => vi.unstubAllGlobals());

describe('demo training plans backend (issue 27)', () => {
  it('lists at least 60 plans of every kind, level and price range, each with cover and sample page', async () => {
    const { call } = host();
    const { plans } = (await (await call('/api/training-plans')).json()) as { plans: PlanView[] };
    expect(plans.length).toBeGreaterThanOrEqual(60);
    expect(new Set(plans.map((plan) => plan.goal))).toEqual(
      new Set(['Laufen 5 km', 'Laufen 10 km', 'Halbmarathon', 'Marathon', 'Radfahren', 'Kraft', 'Abnehmen']),
    );
    expect(new Set(plans.map((plan) => plan.level))).toEqual(new Set(LEVELS));
    for (const plan of plans) {
      expect(Number(plan.price.amount)).toBeGreaterThanOrEqual(4.99);
      expect(Number(plan.price.amount)).toBeLessThanOrEqual(14.99);
      expect(plan.targetTime === null).toBe(!/Laufen|marathon/i.test(plan.goal));
    }
    const marathon = plans.find((plan) => plan.id == 'marathon-unter-3-30-h-5-tage');
    expect(marathon).toMatchObject({
      level: 'Ambitionierte',
      weeks: 16,
      daysPerWeek: 5,
      price: { amount: '11.99' },
    });
    const sample = await call(new URL(marathon!.sampleUrl).pathname);
    expect(sample.headers.get('Content-Type')).toBe('application/pdf');
    expect(await sample.text()).toMatch(/^%PDF-1\.4[\s\S]*Leseprobe[\s\S]*%%EOF\n$/);
    expect((await call(new URL(marathon!.cover.url).pathname)).headers.get('Content-Type')).toBe(
      'image/svg+xml',
    );
    expect((await call('/api/training-plans/nirgendwo')).status).toBe(404);
  });

  it('sells every plan as a digital variant of the Storefront emulator', () => {
    const variants = new Map(
      SEED_PRODUCTS.flatMap((product) => product.variants.map((variant) => [variant.id, product])),
    );
    for (const plan of TRAINING_PLANS) expect(variants.get(plan.variantId)?.shippingProfile).toBe('digital');
  });

  it('asks no shipping for a plan in the cart', async () => {
    const { call } = host();
    const answer = await call('/shop/api/2026-04/graphql.json', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': 'kiosk-demo-storefront-token',
      },
      body: JSON.stringify({
        query: `query { node(id: "${PLAN.variantId}") { ... on ProductVariant { requiresShipping } } }`,
      }),
    });
    expect(await answer.json()).toEqual({ data: { node: { requiresShipping: false } } });
  });

  it("a seeded owner's purchases and download link; 403 for someone else's plan; the link expires", async () => {
    const { call, advance } = host();
    expect((await call('/api/training-plans/purchases')).status).toBe(401);
    expect(await (await call('/api/training-plans/purchases?rkm_auth_token=demo-ben-plus')).json()).toEqual({
      purchases: [
        {
          id: 'halbmarathon-unter-2-00-h-4-tage',
          title: 'Halbmarathon unter 2:00 h: 12 Wochen, 4 Trainingstage pro Woche',
          purchasedAt: '2026-09-14T18:22:00.000Z',
          pages: 30,
        },
        {
          id: 'kraft-fuer-einsteiger-2-tage',
          title: 'Kraft für Einsteiger: 8 Wochen, 2 Trainingstage pro Woche',
          purchasedAt: '2026-03-02T07:45:00.000Z',
          pages: 14,
        },
      ],
    });
    const denied = await call(`/api/training-plans/${PLAN.id}/download?rkm_auth_token=demo-ben-plus`);
    expect(denied.status).toBe(403);
    expect((await call(`/api/training-plans/${PLAN.id}/download`)).status).toBe(401);

    const link = await call(
      '/api/training-plans/halbmarathon-unter-2-00-h-4-tage/download?rkm_auth_token=demo-ben-plus',
    );
    const { url, expiresAt } = (await link.json()) as { url: string; expiresAt: string };
    expect(expiresAt).toBe(new Date(Date.parse('2026-11-20T10:00:00Z') + DOWNLOAD_LINK_TTL_MS).toISOString());
    const file = await call(new URL(url).pathname + new URL(url).search);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(await file.text()).toMatch(/^%PDF-1\.4[\s\S]*Woche 12[\s\S]*%%EOF\n$/);
    const forged = new URL(url);
    forged.pathname = `/api/training-plans/file/${PLAN.id}`;
    expect((await call(forged.pathname + forged.search)).status).toBe(403);
    advance(DOWNLOAD_LINK_TTL_MS + 1);
    expect((await call(new URL(url).pathname + new URL(url).search)).status).toBe(403);
  });

  it('a plan bought through the cart and the demo checkout belongs to the buyer', async () => {
    const { shop, call, buy, register } = host();
    // A cart still open is no purchase.
    const { cart } = shop.carts.create(
      { lines: [{ merchandiseId: PLAN.variantId, quantity: 1 }] },
      undefined,
    );
    expect((await register(cart!.token)).status).toBe(404);

    // Bought with the reader's e-mail (the cart carries a logged-in reader's): theirs without a claim.
    const token = buy([PLAN.variantId, 'gid://shopify/ProductVariant/49100000000011'], 'anna@example.de');
    const answer = await register(token);
    expect(await answer.json()).toEqual({
      orderId: expect.stringMatching(/^gid:\/\/shopify\/Order\//),
      plans: [PLAN.id],
    });
    const { purchases } = (await (
      await call('/api/training-plans/purchases?rkm_auth_token=demo-anna-2026')
    ).json()) as {
      purchases: Array<{ id: string; purchasedAt: string }>;
    };
    expect(purchases.map((purchase) => purchase.id)).toEqual([PLAN.id]);
    expect((await call(`/api/training-plans/${PLAN.id}/download?rkm_auth_token=demo-anna-2026`)).status).toBe(
      200,
    );

    // Bought without login: the cart token proves it; a claim with a login makes it the reader's too.
    const anonymous = buy([OTHER.variantId]);
    expect((await call(`/api/training-plans/${OTHER.id}/download?cartToken=${anonymous}`)).status).toBe(200);
    expect((await call(`/api/training-plans/${PLAN.id}/download?cartToken=${anonymous}`)).status).toBe(403);
    expect((await call(`/api/training-plans/${OTHER.id}/download?rkm_auth_token=demo-dirk-pur`)).status).toBe(
      403,
    );
    expect((await register(anonymous, 'demo-dirk-pur')).status).toBe(200);
    expect((await call(`/api/training-plans/${OTHER.id}/download?rkm_auth_token=demo-dirk-pur`)).status).toBe(
      200,
    );
    // Registering again changes nothing.
    expect(await (await register(anonymous, 'demo-dirk-pur')).json()).toMatchObject({ plans: [OTHER.id] });
    expect((await register('not a token')).status).toBe(400);
  });

  it('answers slowly, fails or hangs when the demo says so', async () => {
    const { call } = host();
    await call('/api/training-plans/demo/mode/fail', { method: 'POST' });
    expect((await call('/api/training-plans')).status).toBe(503);
    expect((await call('/api/training-plans/purchases?rkm_auth_token=demo-ben-plus')).status).toBe(503);
    const hanging = new AbortController();
    await call('/api/training-plans/demo/mode/hang', { method: 'POST' });
    const held = call('/api/training-plans', { signal: hanging.signal });
    const raced = await Promise.race([
      held.then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 50, 'held')),
    ]);
    expect(raced).toBe('held');
    hanging.abort();
    await held.catch(() => undefined);
    await call('/api/training-plans/demo/mode/ok', { method: 'POST' });
    expect((await call('/api/training-plans')).status).toBe(200);
    expect((await call('/api/training-plans/demo/mode/weird', { method: 'POST' })).status).toBe(404);
  });
});
