import { Hono } from 'hono';
import { DEMO_PRICES, DEMO_STORE } from './seed.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The store price endpoint of spec 7.5, `GET /{store}/price?url={linkUrl}`: prices for the demo links,
 * some slow, some failing, some malformed (seed.ts); any other URL or store answers 404.
 */
export function createStorePrice() {
  const app = new Hono();

  app.get('/:store/price', async (c) => {
    const url = c.req.query('url') ?? '';
    const behaviour = c.req.param('store') == DEMO_STORE.store ? DEMO_PRICES[url] : undefined;
    if (!behaviour) return c.json({ error: 'no price for this product' }, 404);
    if ('status' in behaviour) return c.json({ error: 'price service unavailable' }, 500);
    if ('malformed' in behaviour)
      return c.body(behaviour.malformed, 200, { 'Content-Type': 'application/json' });
    if (behaviour.delayMs) await sleep(behaviour.delayMs);
    return c.json(behaviour.answer);
  });
  return { app };
}
