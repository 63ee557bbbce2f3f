import { Hono } from 'hono';
import { berlinDay } from '../../../features/subscriptions/berlin-dates.ts';
import { receiptText } from '../../../features/subscriptions/receipt-text.ts';
import { findBrand } from '../../../src/brands.ts';
import { loginChecks } from '../auth.ts';
import type { BackendOptions } from '../backend.ts';
import { demoMode, HANG_MS, sleep, SLOW_MS } from '../demo-mode.ts';
import { formAnswer, isFormPost, readBody } from '../form-post.ts';
import { idempotent } from '../idempotent.ts';
import { createCancellations, problemsOf, readRequest, receiptOf } from './cancellations.ts';
import { createContracts } from './contracts.ts';
import { receiptPage } from './receipt-page.ts';
import { DEMO_OFFERS } from './seed.ts';

/**
 * The subscription service (issue 27), at `/api/subscriptions`:
 * - `GET /offers?project=ams`: `{ offers }`, the brand's offers (spec 4.3 tiers, monthly and yearly,
 *   trial, minimum term, notice); `[]` for a brand without subscriptions, 404 for an unknown project;
 * - `GET /contracts` (login): `{ contracts }`, the reader's contracts with status, next payment and
 *   earliest end;
 * - `POST /cancellations` (no login needed; with one, `contractId` picks from the reader's list): the
 *   Kündigung of § 312k BGB. Idempotent by `Idempotency-Key`, and the same declaration twice within ten
 *   minutes is one. Answers the receipt (id, time of receipt, end date) and mails it to the demo
 *   mailbox at once; 422 `{ problems }` for a missing field. A script-free form post gets the receipt
 *   as a page. `name+slow@…`, `+fail@…`, `+hang@…` as the identifying address pick a demo mode;
 * - `GET /cancellations/{receiptId}/beleg`: the receipt as a text file;
 * - `GET /demo-cancellations?email=`: for tests and the demo, the receipts of an address.
 */
export function createSubscriptions({ now }: BackendOptions) {
  const app = new Hono();
  const { needsLogin, readUser } = loginChecks(now);
  const contracts = createContracts(now);
  const cancellations = createCancellations(now, contracts);

  app.use('*', idempotent());

  app.get('/offers', (c) => {
    const project = findBrand(c.req.query('project') ?? '')?.project;
    if (!project) return c.json({ error: 'unknown project' }, 404);
    return c.json({ offers: DEMO_OFFERS.filter((offer) => offer.project == project) });
  });

  app.get('/contracts', needsLogin, (c) => c.json({ contracts: contracts.of(c.var.user.email) }));

  app.post('/cancellations', readUser, async (c) => {
    const body = await readBody(c);
    const mode = demoMode(body.email);
    if (mode == 'slow') await sleep(SLOW_MS);
    if (mode == 'hang') await sleep(HANG_MS);
    if (mode == 'hang') return c.json({ error: 'demo hang' }, 504);
    if (mode == 'fail') return c.json({ error: 'demo failure' }, 500);

    const request = readRequest(body);
    const problems = problemsOf(request, berlinDay(now()));
    if (Object.keys(problems).length) return formAnswer(c, 'ungueltig', { error: 'invalid', problems }, 422);
    const taken = cancellations.take(request, c.var.user?.email, new URL(c.req.url).origin);
    if (!taken)
      return formAnswer(
        c,
        'ungueltig',
        { error: 'invalid', problems: { contractId: 'contract-unknown' } },
        422,
      );
    const receipt = receiptOf(taken);
    return isFormPost(c) ? c.html(receiptPage(receipt)) : c.json(receipt);
  });

  app.get('/cancellations/:id/beleg', (c) => {
    const found = cancellations.byId(c.req.param('id'));
    if (!found) return c.json({ error: 'unknown receipt' }, 404);
    return c.body(receiptText(receiptOf(found)), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="kuendigung-${found.receiptId}.txt"`,
    });
  });

  app.get('/demo-cancellations', (c) =>
    c.json({ cancellations: cancellations.of(c.req.query('email') ?? '').map(receiptOf) }),
  );

  return { app };
}
