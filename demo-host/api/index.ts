import { Hono } from 'hono';
import { createEventSink } from './events.ts';
import { createCommunityApi } from './community.ts';

/**
 * The platform API the widgets call as `{apiHost}/…`. Each backend is its own file and route group;
 * unit tests call this same app (tests/support/demo-backend.ts), so there is one fake backend, not two.
 */
export function createApi() {
  const api = new Hono();
  api.get('/health', (c) => c.json({ ok: true }));
  api.route('/', createEventSink());
  api.route('/community', createCommunityApi());
  return api;
}
