import { describe, expect, it } from 'vitest';
import type { CancellationReceipt } from '../../../../features/subscriptions/cancellation.ts';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';

// 14:05 in Berlin on 23 November 2026 (winter time, UTC+1).
const NOW = new Date('2026-11-23T13:05:00Z');

function demoHost(now = NOW) {
  const { app } = createDemoBackends({ now: () => now });
  const cancel = (body: Record<string, unknown>, { token, key }: { token?: string; key?: string } = {}) =>
    app.request(`/api/subscriptions/cancellations${token ? `?rkm_auth_token=${token}` : ''}`, {
      method: 'POST',
      body: JSON.stringify({ project: 'ams', kind: 'ordentlich', end: 'earliest', ...body }),
      headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    });
  const mails = async (to: string) =>
    (
      (await (await app.request(`/postfach/mails?an=${to}`)).json()) as {
        mails: { subject: string; text: string; links: { href: string }[] }[];
      }
    ).mails;
  const contracts = async (token: string) =>
    (
      (await (await app.request(`/api/subscriptions/contracts?rkm_auth_token=${token}`)).json()) as {
        contracts: { id: string; status: string; endDate: string | null; nextPayment: string | null }[];
      }
    ).contracts;
  return { app, cancel, mails, contracts };
}

describe('demo subscription backend (issue 27)', () => {
  it('offers plus on the main car project and pur and plus elsewhere, monthly and yearly (spec 4.3)', async () => {
    const { app } = demoHost();
    const offers = async (project: string) =>
      (
        (await (await app.request(`/api/subscriptions/offers?project=${project}`)).json()) as {
          offers: { id: string; tier: string; billing: string; monthlyCents: number; priceCents: number }[];
        }
      ).offers;
    expect((await offers('ams')).map((offer) => offer.id)).toEqual(['ams-plus-monthly', 'ams-plus-yearly']);
    expect((await offers('mo')).map((offer) => offer.tier)).toEqual(['pur', 'pur', 'plus', 'plus']);
    expect(await offers('mt')).toEqual([]);
    expect((await offers('ams'))[1]).toMatchObject({ priceCents: 9_999, monthlyCents: 833 });
    expect((await app.request('/api/subscriptions/offers?project=nope')).status).toBe(404);
  });

  it('lists a reader’s contracts with status, next payment and earliest end; 401 without login', async () => {
    const { app, contracts } = demoHost();
    expect((await app.request('/api/subscriptions/contracts')).status).toBe(401);
    expect(await contracts('demo-dirk-pur')).toEqual([
      expect.objectContaining({
        id: 'MO-PUR-300412',
        status: 'cancelled',
        endDate: '2026-12-31',
        nextPayment: null,
      }),
      expect.objectContaining({
        id: 'AMS-PLUS-300555',
        status: 'active',
        endDate: null,
        nextPayment: '2026-12-10',
      }),
    ]);
    expect(await contracts('demo-anna-2026')).toEqual([
      expect.objectContaining({ id: 'RB-PUR-400118', status: 'ended', nextPayment: null }),
    ]);
  });

  it('takes a logged-in cancellation of a picked contract, answers the receipt and mails it at once', async () => {
    const { cancel, mails, contracts } = demoHost();
    const response = await cancel(
      { contractId: 'AMS-PLUS-100234', name: 'Ben Wagner', email: 'ben@example.de' },
      { token: 'demo-ben-plus', key: 'k1' },
    );
    const receipt = (await response.json()) as CancellationReceipt;
    expect(receipt).toMatchObject({
      receivedAt: NOW.toISOString(),
      endDate: '2026-12-31',
      endsAtEarliest: true,
      contract: { id: 'AMS-PLUS-100234', tier: 'plus', brandName: 'Auto Motor Kiosk' },
      confirmationEmail: 'ben@example.de',
    });
    expect(receipt.receiptId).toMatch(/^KUE-[0-9A-F]{10}$/);
    const [mail] = await mails('ben@example.de');
    expect(mail?.subject).toBe(`Ihre Kündigung ist eingegangen (${receipt.receiptId})`);
    expect(mail?.text).toContain('Eingegangen am: 23.11.2026, 14:05 Uhr');
    expect(mail?.text).toContain('Ihr Vertrag endet zum nächstmöglichen Zeitpunkt, das ist der 31.12.2026.');
    expect((await contracts('demo-ben-plus'))[0]).toMatchObject({
      status: 'cancelled',
      endDate: '2026-12-31',
    });
  });

  it('gives one cancellation and one mail for a retry with the same key or the same declaration', async () => {
    const { app, cancel, mails } = demoHost();
    const body = { contract: 'Auto-Abo', name: 'Lea Lang', email: 'lea@example.de' };
    const first = (await (await cancel(body, { key: 'same' })).json()) as CancellationReceipt;
    const retried = (await (await cancel(body, { key: 'same' })).json()) as CancellationReceipt;
    const again = (await (await cancel(body, { key: 'other' })).json()) as CancellationReceipt;
    expect(retried.receiptId).toBe(first.receiptId);
    expect(again.receiptId).toBe(first.receiptId);
    expect(await mails('lea@example.de')).toHaveLength(1);
    const list = (await (
      await app.request('/api/subscriptions/demo-cancellations?email=lea@example.de')
    ).json()) as {
      cancellations: unknown[];
    };
    expect(list.cancellations).toHaveLength(1);
  });

  it('asks only for the law’s fields and names each problem', async () => {
    const { cancel } = demoHost();
    const response = await cancel({
      kind: 'ausserordentlich',
      email: 'kein-at',
      end: 'date',
      endDate: '2026-11-01',
      confirmationEmail: 'auch-keins',
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { problems: object }).problems).toEqual({
      reason: 'reason-missing',
      name: 'name-missing',
      email: 'email-invalid',
      contract: 'contract-missing',
      endDate: 'date-past',
      confirmationEmail: 'confirmation-email-invalid',
    });
    const minimal = await cancel({ name: 'Lea Lang', email: 'lea@example.de', contract: 'mein Abo' });
    expect(minimal.status).toBe(200);
  });

  it('refuses a picked contract that is not the reader’s', async () => {
    const { cancel } = demoHost();
    const response = await cancel(
      { contractId: 'MO-PUR-300412', name: 'Ben Wagner', email: 'ben@example.de' },
      { token: 'demo-ben-plus' },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ problems: { contractId: 'contract-unknown' } });
  });

  it('finds the contract of a free-text cancellation by its number or the brand; extraordinary ends at once', async () => {
    const { cancel } = demoHost();
    const byNumber = (await (
      await cancel({ contract: 'mein Vertrag mo-pur-300412', name: 'Dirk Vogel', email: 'DIRK@example.de' })
    ).json()) as CancellationReceipt;
    expect(byNumber.contract?.id).toBe('MO-PUR-300412');
    expect(byNumber.endDate).toBe('2026-12-31');
    const extraordinary = (await (
      await cancel({
        kind: 'ausserordentlich',
        reason: 'Umzug ins Ausland',
        contract: 'Clara Abo',
        name: 'Clara Becker',
        email: 'clara@example.de',
        project: 'mh',
        confirmationEmail: 'clara.privat@example.de',
      })
    ).json()) as CancellationReceipt;
    expect(extraordinary).toMatchObject({
      contract: { id: 'MH-PLUS-200871' },
      endDate: '2026-11-23',
      confirmationEmail: 'clara.privat@example.de',
    });
  });

  it('answers a script-free form post with the receipt page, and serves the receipt as a file', async () => {
    const { app } = demoHost();
    const form = new URLSearchParams({
      project: 'ams',
      kind: 'ordentlich',
      name: 'Ohne Skript',
      email: 'ohne-skript@example.de',
      contract: 'Auto Motor Kiosk plus',
      end: 'date',
      endDate: '2027-06-30',
    });
    const page = await app.request('/api/subscriptions/cancellations', {
      method: 'POST',
      body: form,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const html = await page.text();
    expect(html).toContain('<h1>Ihre Kündigung ist eingegangen</h1>');
    expect(html).toContain('Ihr Vertrag endet zum 30.06.2027.');
    expect(html).toContain('23.11.2026, 14:05 Uhr');
    const link = /href="(\/api\/subscriptions\/cancellations\/[^"]+\/beleg)"/.exec(html)![1]!;
    const file = await app.request(link);
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment; filename="kuendigung-KUE-/);
    expect(await file.text()).toContain('Name: Ohne Skript');
    const invalid = await app.request('/api/subscriptions/cancellations', {
      method: 'POST',
      body: new URLSearchParams({ kind: 'ordentlich' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    // Back to the form's page (the browser's Referer, which a test's Request cannot set) with the outcome.
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get('Location')).toBe('/?ergebnis=ungueltig');
  });

  it('fails on demand for the fault rows: +fail answers 500 and nothing is taken', async () => {
    const { cancel, mails } = demoHost();
    const response = await cancel({ contract: 'x', name: 'F', email: 'f+fail@example.de' });
    expect(response.status).toBe(500);
    expect(await mails('f+fail@example.de')).toEqual([]);
  });
});
