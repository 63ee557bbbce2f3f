import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeUrl } from '../../../src/kit/safe-url.ts';
import { resetLogMemory } from '../../../src/log.ts';

const https = { source: 'cart', field: 'checkoutUrl', page: 'https://www.auto-kiosk.de/artikel' };
const http = { ...https, page: 'http://localhost:5173/auto/' };

afterEach(() => resetLogMemory());

describe('safeUrl (issue 10: one checked helper for server and editor URLs)', () => {
  it('keeps https URLs and resolves relative ones against the page', () => {
    expect(safeUrl('https://shop.example.de/checkouts/c1', https)).toBe(
      'https://shop.example.de/checkouts/c1',
    );
    expect(safeUrl('/anmelden/?a=1', https)).toBe('https://www.auto-kiosk.de/anmelden/?a=1');
    expect(safeUrl('//cdn.example.de/x.jpg', https)).toBe('https://cdn.example.de/x.jpg');
  });

  it('allows http only where the page itself is http', () => {
    expect(safeUrl('http://shop.example.de/', https)).toBeUndefined();
    expect(safeUrl('http://localhost:5173/shop/checkout', http)).toBe('http://localhost:5173/shop/checkout');
  });

  it('drops script and data URLs, however they are written, and reports each kind once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const payloads = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'blob:https://www.auto-kiosk.de/1',
      'file:///etc/passwd',
    ];
    for (const payload of payloads) expect(safeUrl(payload, https), payload).toBeUndefined();
    expect(safeUrl('javascript:alert(1)', https)).toBeUndefined();
    // Once per kind of problem and field: javascript, data, vbscript, blob, file.
    expect(error).toHaveBeenCalledTimes(5);
    expect(error.mock.calls[0]![0]).toBe(
      '[kiosk:cart] checkoutUrl: javascript: URLs are not allowed; dropped',
    );
  });

  it('treats empty and non-string values as missing, silently', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const value of ['', '   ', undefined, null, 42, {}]) expect(safeUrl(value, https)).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
  });

  it('whatever the input, the result is undefined or an http(s) URL', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const scheme = fc.constantFrom(
      'javascript',
      'data',
      'vbscript',
      'https',
      'http',
      'JAVASCRIPT',
      'java\tscript',
    );
    const input = fc.oneof(
      fc.string(),
      fc.tuple(scheme, fc.string()).map(([name, rest]) => `${name}:${rest}`),
    );
    fc.assert(
      fc.property(input, (raw) => {
        const result = safeUrl(raw, https);
        if (result !== undefined) expect(new URL(result).protocol).toBe('https:');
      }),
    );
  });
});
