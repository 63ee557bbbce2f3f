import { Hono } from 'hono';
import type { BackendOptions } from '../backend.ts';

/** A tracker call as the backend received it. */
export interface TrackerRequest {
  configId: string;
  query: Record<string, string>;
  receivedAt: string;
}

/** Enough for the tests and a look in the browser; older requests drop off. */
const KEPT_REQUESTS = 50;

/**
 * The article tracker: `GET /api/articletracker/{configId}?adset&file&platform&adzone`. The spec does not
 * show what its answer is used for, so the demo answers 204 and Kiosk reads nothing. Every request is
 * kept, newest last, for the tests and the demo: `GET /api/articletracker/requests`.
 */
export function createArticletracker({ now }: BackendOptions) {
  const requests: TrackerRequest[] = [];
  const app = new Hono();
  app.get('/requests', (c) => c.json(requests));
  app.get('/:configId', (c) => {
    requests.push({
      configId: c.req.param('configId'),
      query: c.req.query(),
      receivedAt: now().toISOString(),
    });
    requests.splice(0, Math.max(0, requests.length - KEPT_REQUESTS));
    return c.body(null, 204);
  });
  return { app };
}
