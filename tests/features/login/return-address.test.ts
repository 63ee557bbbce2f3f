// @vitest-environment-options {"url": "https://www.auto-kiosk.de/"}
import { removeCookie, writeCookie } from '../../../src/cookies.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { returnAddress } from '../../../features/login/return-address.ts';

describe('returnAddress (spec 2.3)', () => {
  afterEach(() => removeCookie('returnTo'));

  it('takes the returnUrl parameter over the returnTo cookie', () => {
    writeCookie('returnTo', 'https://www.auto-kiosk.de/aus-cookie');
    expect(returnAddress('https://www.auto-kiosk.de/login?returnUrl=%2Ftests%2Fsuv')).toBe(
      'https://www.auto-kiosk.de/tests/suv',
    );
  });

  it('falls back to the returnTo cookie, and to nothing', () => {
    expect(returnAddress('https://www.auto-kiosk.de/login')).toBeUndefined();
    writeCookie('returnTo', 'https://shop.auto-kiosk.de/warenkorb');
    expect(returnAddress('https://www.auto-kiosk.de/login')).toBe('https://shop.auto-kiosk.de/warenkorb');
  });

  it('on an IP host, accepts only that host: an address has no wider site', () => {
    expect(returnAddress('http://10.0.0.12/login?returnUrl=http://10.0.0.12/konto')).toBe(
      'http://10.0.0.12/konto',
    );
    expect(returnAddress('http://10.0.0.12/login?returnUrl=http://99.0.0.12/')).toBeUndefined();
  });

  it('refuses addresses off the site and non-http schemes', () => {
    expect(returnAddress('https://www.auto-kiosk.de/login?returnUrl=https://evil.example/')).toBeUndefined();
    expect(returnAddress('https://www.auto-kiosk.de/login?returnUrl=javascript:alert(1)')).toBeUndefined();
  });
});
