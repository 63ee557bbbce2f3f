import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { loginChecks } from '../auth.ts';
import type { BackendOptions } from '../backend.ts';
import type { DemoUser } from '../community/seed.ts';
import { HANG_MS, SLOW_MS, sleep } from '../demo-mode.ts';
import { planPdf } from './plan-pdf.ts';
import { shopOrder, type ShopOrder } from './shop-order.ts';
import {
  COVER_SIZE,
  DOWNLOAD_LINK_TTL_MS,
  PLAN_OWNERS,
  SEED_ORDER,
  TRAINING_PLANS,
  type TrainingPlan,
} from './seed.ts';

export type TrainingPlansMode = 'ok' | 'slow' | 'fail' | 'hang';
const MODES: readonly TrainingPlansMode[] = ['ok', 'slow', 'fail', 'hang'];

/** A cart token as the shop writes it (spec 5.5): the cart id without prefix and query. */
const CART_TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

const euros = (cents: number) => (cents / 100).toFixed(2);

/** An order the platform has seen, with the plans in it and the readers who said it was theirs. */
interface KnownOrder {
  order: ShopOrder;
  plans: string[];
  claimedBy: Set<string>;
}

interface Purchase {
  plan: TrainingPlan;
  purchasedAt: string;
}

/**
 * The training plans (issue 27), at `/api/training-plans`:
 * - `GET /`: `{ plans }`, every plan with goal, target time, level, weeks, days per week, pages, price,
 *   cover, sample page, the shop's product page and its Storefront variant (digital: the cart buys it,
 *   nothing ships);
 * - `GET /{id}`: one plan;
 * - `POST /orders` `{ cartToken }` (login optional): the platform asks the shop for the cart's finished
 *   order (spec 7.11) and keeps it: `{ orderId, plans: [id…] }`, the plans bought in it; 404 for a
 *   cart that became no order, 502 when the shop cannot be asked. With a login the order becomes the
 *   reader's; an order placed with the reader's e-mail address is theirs anyway;
 * - `GET /purchases` (login): `{ purchases: [{ id, title, purchasedAt, pages }] }`, newest first: the
 *   seeded owners' plans and the plans of the reader's orders;
 * - `GET /{id}/download` (login, owners only; or `?cartToken=` of a finished order holding the plan, for
 *   a reader who bought without login): `{ url, expiresAt }`, a link signed for this plan that stops
 *   working after ten minutes; 401 with neither, 403 for a reader who did not buy it;
 * - `GET /file/{id}?expires&signature`: the plan's PDF for a valid, unexpired link, else 403;
 * - `GET /{id}/sample`: the sample page as a PDF; `GET /cover/{id}.svg`: the cover;
 * - `POST /demo/mode/{ok|slow|fail|hang}`: how the calls above (not files and covers) answer from
 *   now on: at once, after two seconds, with a 503, or not until the client gives up.
 */
export function createTrainingPlans({ now }: BackendOptions) {
  const { needsLogin, readUser } = loginChecks(now);
  const app = new Hono();
  // Per demo host: a link signed by one host is not good on another.
  const secret = randomBytes(32);
  const sign = (id: string, expires: number) =>
    createHmac('sha256', secret).update(`${id}:${expires}`).digest('base64url');
  const find = (id: string) => TRAINING_PLANS.find((plan) => plan.id == id);
  const byVariant = new Map(TRAINING_PLANS.map((plan) => [plan.variantId, plan]));
  const orders = new Map<string, KnownOrder>([
    [
      SEED_ORDER.cartToken,
      {
        order: {
          id: SEED_ORDER.id,
          processedAt: SEED_ORDER.processedAt,
          email: null,
          variantIds: SEED_ORDER.plans.flatMap((id) => find(id)?.variantId ?? []),
        },
        plans: [...SEED_ORDER.plans],
        claimedBy: new Set(),
      },
    ],
  ]);
  let mode: TrainingPlansMode = 'ok';

  const modal = createMiddleware(async (c, next) => {
    if (mode == 'fail') return c.json({ error: 'training plans unavailable' }, 503);
    if (mode == 'hang')
      // Held until the client gives up (its timeout aborts the request), or a long while at most.
      await Promise.race([
        new Promise((resolve) => c.req.raw.signal.addEventListener('abort', resolve)),
        sleep(HANG_MS),
      ]);
    if (mode == 'slow') await sleep(SLOW_MS);
    await next();
  });

  const view = (origin: string, plan: TrainingPlan) => ({
    id: plan.id,
    title: plan.title,
    category: plan.category,
    goal: plan.goal,
    targetTime: plan.targetTime,
    level: plan.level,
    weeks: plan.weeks,
    daysPerWeek: plan.daysPerWeek,
    pages: plan.pages,
    price: { amount: euros(plan.priceCents), currencyCode: 'EUR' },
    merchandiseId: plan.variantId,
    cover: { url: `${origin}/api/training-plans/cover/${plan.id}.svg`, ...COVER_SIZE },
    sampleUrl: `${origin}/api/training-plans/${plan.id}/sample`,
    productUrl: `${origin}/shop/products/trainingsplan-${plan.id}`,
  });

  const purchasesOf = (user: DemoUser): Purchase[] => {
    const bought = new Map<string, Purchase>();
    const add = (id: string, purchasedAt: string) => {
      const plan = find(id);
      const known = bought.get(id);
      if (plan && (!known || purchasedAt < known.purchasedAt)) bought.set(id, { plan, purchasedAt });
    };
    for (const { plan, purchasedAt } of PLAN_OWNERS[user.token] ?? []) add(plan, purchasedAt);
    for (const { order, plans, claimedBy } of orders.values())
      if (claimedBy.has(user.token) || order.email?.toLowerCase() == user.email.toLowerCase())
        for (const plan of plans) add(plan, order.processedAt);
    return [...bought.values()].sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt));
  };

  /** The order of a cart, from memory or from the shop; the shop's failure as a response. */
  const orderOf = async (c: Context, cartToken: string): Promise<KnownOrder | Response> => {
    const known = orders.get(cartToken);
    if (known) return known;
    const order = await shopOrder(c.req.url, cartToken);
    if (order === undefined) return c.json({ error: 'shop unavailable' }, 502);
    if (order === null) return c.json({ error: 'no finished order' }, 404);
    const plans = order.variantIds.flatMap((variantId) => byVariant.get(variantId)?.id ?? []);
    const entry: KnownOrder = { order, plans, claimedBy: new Set() };
    orders.set(cartToken, entry);
    return entry;
  };

  app.get('/cover/:file', (c) => {
    const plan = find(c.req.param('file').replace(/\.svg$/, ''));
    if (!plan) return c.body('not found', 404);
    const { width, height } = COVER_SIZE;
    return c.body(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${plan.colour}"/><text x="10" y="28" fill="#fff" font-family="sans-serif" font-size="13" font-weight="700">TRAININGSPLAN</text><text x="10" y="${height - 34}" fill="#fff" font-family="sans-serif" font-size="14" font-weight="700">${plan.goal}</text><text x="10" y="${height - 14}" fill="#fff" font-family="sans-serif" font-size="12">${plan.weeks} Wochen</text></svg>`,
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
    const plan = find(id);
    if (!valid || !plan) return c.json({ error: 'invalid link' }, 403);
    if (now().getTime() > expires) return c.json({ error: 'link expired' }, 403);
    return c.body(planPdf(plan), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="trainingsplan-${id}.pdf"`,
    });
  });

  app.post('/demo/mode/:mode', (c) => {
    const next = c.req.param('mode') as TrainingPlansMode;
    if (!MODES.includes(next)) return c.json({ error: 'unknown mode' }, 404);
    mode = next;
    return c.json({ mode });
  });

  app.get('/', modal, (c) => {
    const origin = new URL(c.req.url).origin;
    return c.json({ plans: TRAINING_PLANS.map((plan) => view(origin, plan)) });
  });

  app.post('/orders', modal, readUser, async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const cartToken = (body as { cartToken?: unknown } | undefined)?.cartToken;
    if (typeof cartToken != 'string' || !CART_TOKEN.test(cartToken))
      return c.json({ error: 'cartToken is required' }, 400);
    const known = await orderOf(c, cartToken);
    if (known instanceof Response) return known;
    if (c.var.user) known.claimedBy.add(c.var.user.token);
    return c.json({ orderId: known.order.id, plans: known.plans });
  });

  app.get('/purchases', modal, needsLogin, (c) =>
    c.json({
      purchases: purchasesOf(c.var.user).map(({ plan, purchasedAt }) => ({
        id: plan.id,
        title: plan.title,
        purchasedAt,
        pages: plan.pages,
      })),
    }),
  );

  app.get('/:id/sample', (c) => {
    const plan = find(c.req.param('id'));
    if (!plan) return c.json({ error: 'unknown plan' }, 404);
    return c.body(planPdf(plan, { sample: true }), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="leseprobe-${plan.id}.pdf"`,
    });
  });

  app.get('/:id/download', modal, readUser, async (c) => {
    const plan = find(c.req.param('id'));
    if (!plan) return c.json({ error: 'unknown plan' }, 404);
    const user = c.var.user;
    const cartToken = c.req.query('cartToken');
    if (!user && !cartToken) return c.json({ error: 'invalid token' }, 401);
    let owner = !!user && purchasesOf(user).some((purchase) => purchase.plan.id == plan.id);
    if (!owner && cartToken && CART_TOKEN.test(cartToken)) {
      const known = await orderOf(c, cartToken);
      if (known instanceof Response && known.status == 502) return known;
      owner = !(known instanceof Response) && known.plans.includes(plan.id);
    }
    if (!owner) return c.json({ error: 'not owned' }, 403);
    const expires = now().getTime() + DOWNLOAD_LINK_TTL_MS;
    const url = new URL(`/api/training-plans/file/${plan.id}`, c.req.url);
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('signature', sign(plan.id, expires));
    return c.json({ url: url.href, expiresAt: new Date(expires).toISOString() });
  });

  app.get('/:id', modal, (c) => {
    const plan = find(c.req.param('id'));
    if (!plan) return c.json({ error: 'unknown plan' }, 404);
    return c.json(view(new URL(c.req.url).origin, plan));
  });

  return { app };
}
