import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { createDemoApp } from '../../demo-host/app.ts';

/**
 * The demo host on a real socket at 127.0.0.1 (a free port), for what only a socket shows: a server
 * that accepts the connection and never answers. `hangNext(n)` makes the next n requests hang.
 */
export async function startLoopbackDemoHost() {
  let hanging = 0;
  const app = new Hono();
  app.use(async (_c, next) => {
    if (hanging > 0) {
      hanging--;
      return new Promise<never>(() => {});
    }
    await next();
  });
  app.route('/', createDemoApp());
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hangNext(count: number) {
      hanging = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        (server as unknown as { closeAllConnections(): void }).closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
