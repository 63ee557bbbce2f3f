import { describe, expect, it } from 'vitest';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';

describe('demo mailbox /postfach/ (issue 26)', () => {
  it('lists every mail sent, newest first, with real links and escaped text', async () => {
    const { app } = createDemoBackends({ now: () => new Date('2026-03-01T10:00:00Z') });
    await app.request('/api/community/register', {
      method: 'POST',
      body: JSON.stringify({
        email: 'postfach@example.de',
        password: 'Zugspitze-im-Nebel',
        displayName: '<b>Fett</b>',
        terms: true,
        project: 'ams',
      }),
      headers: { 'Content-Type': 'application/json' },
    });
    const page = await (await app.request('/postfach/')).text();
    expect(page).toContain('<h2>Bitte aktivieren Sie Ihr Konto</h2>');
    expect(page).toContain('<a href="/api/community/activate?code=aktivierung-1">Konto aktivieren</a>');
    expect(page).toContain('&#60;b&#62;Fett&#60;/b&#62;');
    expect(page).not.toContain('<b>Fett</b>');
    const other = await (await app.request('/postfach/?an=jemand@example.de')).text();
    expect(other).toContain('Keine E-Mails.');
  });
});
