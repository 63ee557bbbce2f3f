import { describe, expect, it } from 'vitest';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';
import { MIN_FILL_MS } from '../../../../demo-host/api/newsletter/seed.ts';

function demoHost() {
  const { app } = createDemoBackends({ now: () => new Date('2026-03-01T10:00:00Z') });
  const subscribe = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.request('/api/newsletter/subscribe', {
      method: 'POST',
      body: JSON.stringify({ list: 'ams-news', project: 'ams', fillMs: MIN_FILL_MS, ...body }),
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  const mails = async (to: string) =>
    (
      (await (await app.request(`/postfach/mails?an=${to}`)).json()) as {
        mails: { subject: string; links: { href: string }[] }[];
      }
    ).mails;
  const status = async (email: string) =>
    (
      (await (await app.request(`/api/newsletter/demo-status?list=ams-news&email=${email}`)).json()) as {
        status: string;
      }
    ).status;
  return { app, subscribe, mails, status };
}

describe('demo newsletter backend (issue 26)', () => {
  it('signs up by double opt-in: pending until the link in the mail is followed', async () => {
    const { app, subscribe, mails, status } = demoHost();
    const response = await subscribe({ email: 'Leser@Example.de', rhythm: 'woechentlich' });
    expect(await response.json()).toEqual({ success: true });
    expect(await status('leser@example.de')).toBe('pending');
    const [mail] = await mails('leser@example.de');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Anmeldung zu „Auto-News“');
    const confirmed = await app.request(mail!.links[0]!.href);
    expect(await confirmed.text()).toContain('Ihre Anmeldung ist bestätigt');
    expect(await status('leser@example.de')).toBe('confirmed');
  });

  it('answers a known address as a new one; the mail says it is signed up already', async () => {
    const { subscribe, mails } = demoHost();
    const known = await subscribe({ email: 'anna@example.de' });
    const fresh = await subscribe({ email: 'frisch@example.de' });
    expect(await known.json()).toEqual(await fresh.json());
    expect((await mails('anna@example.de'))[0]?.subject).toBe('Sie erhalten „Auto-News“ bereits');
  });

  it('sends nothing for a filled honeypot or a form sent too fast, with the same answer', async () => {
    const { subscribe, mails, status } = demoHost();
    const honeypot = await subscribe({ email: 'bot1@example.de', website: 'http://spam.example' });
    const fast = await subscribe({ email: 'bot2@example.de', fillMs: 300 });
    expect([await honeypot.json(), await fast.json()]).toEqual([{ success: true }, { success: true }]);
    expect([...(await mails('bot1@example.de')), ...(await mails('bot2@example.de'))]).toEqual([]);
    expect(await status('bot2@example.de')).toBe('none');
  });

  it('knows only the brand’s own lists and rhythms, and refuses a bad address', async () => {
    const { subscribe } = demoHost();
    expect((await subscribe({ email: 'a@example.de', project: 'mo' })).status).toBe(400);
    expect((await subscribe({ email: 'a@example.de', rhythm: 'stuendlich' })).status).toBe(400);
    expect((await subscribe({ email: 'kein-at' })).status).toBe(422);
  });

  it('signs up once for a retried request with the same Idempotency-Key', async () => {
    const { subscribe, mails } = demoHost();
    const headers = { 'Idempotency-Key': 'nl-1' };
    await Promise.all([
      subscribe({ email: 'einmal@example.de' }, headers),
      subscribe({ email: 'einmal@example.de' }, headers),
    ]);
    expect(await mails('einmal@example.de')).toHaveLength(1);
  });
});
