import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieDomain } from '../../../src/session/cookie-domain.ts';

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/).filter((text) => !/^\d+$/.test(text));

describe('cookieDomain (spec 9.1)', () => {
  it.each([
    ['www.auto-kiosk.de', '.auto-kiosk.de'],
    ['shop.m.auto-kiosk.de', '.auto-kiosk.de'],
    ['auto-kiosk.de', '.auto-kiosk.de'],
    ['WWW.Auto-Kiosk.DE.', '.auto-kiosk.de'],
    ['localhost', 'localhost'],
  ])('%s → %s', (host, domain) => expect(cookieDomain(host)).toBe(domain));

  it.each(['127.0.0.1', '10.0.0.12', '::1', '[::1]', 'fe80::1', 'intranet'])(
    '%s gets a host-only cookie (no domain attribute)',
    (host) => expect(cookieDomain(host)).toBeUndefined(),
  );

  it('is always the last two labels with a leading dot, for any multi-label host name', () => {
    fc.assert(
      fc.property(fc.array(label, { minLength: 2, maxLength: 6 }), (labels) => {
        const domain = cookieDomain(labels.join('.'));
        expect(domain).toBe(`.${labels.slice(-2).join('.')}`);
        // A cookie for this domain is sent to the host itself (the browser's domain-match rule).
        expect(`.${labels.join('.')}`.endsWith(domain ?? '')).toBe(true);
      }),
    );
  });

  it('never gives a domain attribute to an IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(cookieDomain(ip)).toBeUndefined();
      }),
    );
  });

  it('never gives a domain attribute to an IPv6 address', () => {
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        expect(cookieDomain(ip)).toBeUndefined();
      }),
    );
  });
});
