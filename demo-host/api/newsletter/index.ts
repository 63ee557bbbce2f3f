import { Hono } from 'hono';
import type { BackendOptions } from '../backend.ts';
import { systemClock } from '../clock.ts';
import { demoMode, HANG_MS, sleep, SLOW_MS } from '../demo-mode.ts';
import { formAnswer, readBody } from '../form-post.ts';
import { idempotent } from '../idempotent.ts';
import { MIN_FILL_MS, NEWSLETTER_LISTS } from './seed.ts';
import { subscriptionsFor } from './subscriptions.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (value: unknown) => (typeof value == 'string' ? value : '');

/**
 * The newsletter service (issue 26): double opt-in per brand list. `subscribe` answers the same for a
 * new and a known address (the mail tells the owner which); the link in the mail confirms. A filled
 * honeypot (`website`) or a form sent faster than {@link MIN_FILL_MS} (`fillMs`) gets the same answer
 * and no mail. Every POST honours `Idempotency-Key`; `name+slow@…`, `+fail@…`, `+hang@…` pick a demo mode.
 */
export function createNewsletter({ now = systemClock }: Partial<BackendOptions> = {}) {
  const app = new Hono();
  const subscriptions = subscriptionsFor(now);

  app.use('*', idempotent());

  app.post('/subscribe', async (c) => {
    const body = await readBody(c);
    const mode = demoMode(body.email);
    if (mode == 'slow') await sleep(SLOW_MS);
    if (mode == 'hang') await sleep(HANG_MS);
    if (mode == 'hang') return c.json({ error: 'demo hang' }, 504);
    if (mode == 'fail') return c.json({ error: 'demo failure' }, 500);

    const email = text(body.email).trim().toLowerCase();
    const list = NEWSLETTER_LISTS.find(
      (entry) => entry.id == text(body.list) && entry.project == text(body.project),
    );
    if (!list) return formAnswer(c, 'ungueltig', { error: 'unknown list for this project' }, 400);
    const rhythm = text(body.rhythm) || (list.rhythms[0] ?? '');
    if (!list.rhythms.includes(rhythm)) return formAnswer(c, 'ungueltig', { error: 'unknown rhythm' }, 400);
    if (!EMAIL.test(email))
      return formAnswer(c, 'ungueltig', { error: 'invalid', problems: { email: 'email-invalid' } }, 422);
    // The widget sends how long the form took; a script-free form post has no figure and counts as a person.
    const fillMs = body.fillMs === undefined ? Infinity : Number(body.fillMs);
    const bot = text(body.website) != '' || !(fillMs >= MIN_FILL_MS);
    if (bot) return formAnswer(c, 'angemeldet', { success: true }, 200);

    subscriptions.subscribe(list, email, rhythm);
    return formAnswer(c, 'angemeldet', { success: true }, 200);
  });

  app.get('/confirm', (c) => {
    if (!subscriptions.confirm(c.req.query('code')))
      return c.text('Dieser Bestätigungslink ist ungültig oder wurde schon benutzt.', 404);
    return c.html(
      '<!doctype html><html lang="de"><meta charset="utf-8"><title>Anmeldung bestätigt</title><h1>Vielen Dank! Ihre Anmeldung ist bestätigt.</h1><p><a href="/">Zur Startseite</a></p></html>',
    );
  });

  // For tests and the demo: where one address stands on one list ('none', 'pending', 'confirmed').
  app.get('/demo-status', (c) => {
    return c.json({ status: subscriptions.status(c.req.query('list') ?? '', c.req.query('email') ?? '') });
  });

  return { app };
}
