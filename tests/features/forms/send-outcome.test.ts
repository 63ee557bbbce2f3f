import { describe, expect, it } from 'vitest';
import { fieldProblems, isTransportFailure } from '../../../features/forms/send-outcome.ts';
import { sessionDrafts } from '../../../features/forms/drafts.ts';

describe('send outcomes (issue 26: status → message)', () => {
  it('counts timeouts, dropped connections, 5xx and unreadable answers as transport failures', () => {
    expect(isTransportFailure({ kind: 'timeout', message: '' })).toBe(true);
    expect(isTransportFailure({ kind: 'network', message: '' })).toBe(true);
    expect(isTransportFailure({ kind: 'parse', message: '', status: 200 })).toBe(true);
    expect(isTransportFailure({ kind: 'status', message: '', status: 503 })).toBe(true);
    expect(isTransportFailure({ kind: 'status', message: '', status: 401 })).toBe(false);
    expect(isTransportFailure({ kind: 'status', message: '', status: 429 })).toBe(false);
  });

  it('maps a 422’s problem codes to German, leaving unknown codes and inherited keys out', () => {
    const error = {
      kind: 'status' as const,
      message: '',
      status: 422,
      answer: { body: { problems: { password: 'password-common', email: 'weird', terms: 7 } } },
    };
    expect(fieldProblems(error, { 'password-common': 'Zu häufig.' })).toEqual({ password: 'Zu häufig.' });
    expect(fieldProblems({ ...error, answer: { body: { problems: { x: 'toString' } } } }, {})).toEqual({});
  });
});

describe('session drafts (issue 26: a reload keeps the input, never the password)', () => {
  it('stores only the fields it keeps and reads back only strings and booleans', () => {
    sessionStorage.clear();
    const drafts = sessionDrafts<{ email: string; password: string; news: boolean }>('kiosk-test', [
      'email',
      'news',
    ]);
    drafts.write({ email: 'a@b.de', password: 'geheim', news: true });
    expect(sessionStorage.getItem('kiosk-test')).not.toContain('geheim');
    expect(drafts.read()).toEqual({ email: 'a@b.de', news: true });
    sessionStorage.setItem('kiosk-test', '{"email":{"evil":1},"news":"ja"}');
    expect(drafts.read()).toEqual({ news: 'ja' });
    drafts.clear();
    expect(drafts.read()).toEqual({});
  });
});
