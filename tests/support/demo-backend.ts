import { vi } from 'vitest';
import { createDemoApp } from '../../demo-host/app.ts';

/**
 * Routes `fetch` to the demo host's app, in process: unit tests talk to the same fake backend as the
 * demo and e2e, not to hand-written mocks. Returns the app and the requests it saw.
 */
export function routeFetchToDemoHost(origin = 'http://localhost:5173') {
  const app = createDemoApp();
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input instanceof Request ? input.url : input), origin), init);
    requests.push(request.clone());
    return app.fetch(request);
  });
  return { app, requests, apiHost: `${origin}/api` };
}
