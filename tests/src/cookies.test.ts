import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../../src/cookies.ts';

afterEach(() => {
  for (const pair of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${pair.split('=')[0]}=; max-age=0; path=/`;
});

describe('cookies', () => {
  it('reads back any value it wrote, whatever characters it holds', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (value) => {
        writeCookie('kiosk_probe', value, { path: '/' });
        expect(readCookie('kiosk_probe')).toBe(value);
      }),
    );
  });

  it('reads cookies the page wrote itself, encoded or not, quoted or not, and tells names apart', () => {
    document.cookie = 'returnTo=%2Fauto%2F%3Fa%3D1; path=/';
    document.cookie = 'plain=a%zz; path=/';
    document.cookie = 'quoted="dark"; path=/';
    document.cookie = 'ape_token_old=x; path=/';
    expect(readCookie('returnTo')).toBe('/auto/?a=1');
    expect(readCookie('plain')).toBe('a%zz');
    expect(readCookie('quoted')).toBe('dark');
    expect(readCookie('ape_token')).toBeUndefined();
  });

  it('removes a cookie written with the same path', () => {
    writeCookie('kiosk_probe', 'x', { path: '/', maxAgeSeconds: 60, sameSite: 'lax' });
    expect(readCookie('kiosk_probe')).toBe('x');
    removeCookie('kiosk_probe', { path: '/' });
    expect(readCookie('kiosk_probe')).toBeUndefined();
  });

  it('writes only the attributes it knows, even where a library patched Object.prototype', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      set: (value: string) => written.push(value),
    });
    const proto = Object.prototype as Record<string, unknown>;
    proto.each = () => undefined;
    try {
      writeCookie('ape_token', 'a b', {
        path: '/',
        domain: '.auto-kiosk.de',
        maxAgeSeconds: 31_104_000,
        secure: true,
        sameSite: 'none',
      });
    } finally {
      delete proto.each;
      delete (document as unknown as Record<string, unknown>).cookie;
      expect(Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')).toEqual(descriptor);
    }
    expect(written).toEqual([
      'ape_token=a%20b; path=/; domain=.auto-kiosk.de; max-age=31104000; samesite=none; secure',
    ]);
  });
});
