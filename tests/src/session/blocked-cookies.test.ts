// @vitest-environment-options {"url": "https://www.auto-kiosk.de/artikel"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetLogMemory } from '../../../src/log.ts';

/** `document.cookie` as a sandboxed frame has it: every read and write throws a SecurityError. */
function blockCookies() {
  const denied = () => {
    throw new DOMException(
      'The document is sandboxed and lacks the allow-same-origin flag.',
      'SecurityError',
    );
  };
  vi.spyOn(document, 'cookie', 'get').mockImplementation(denied);
  vi.spyOn(document, 'cookie', 'set').mockImplementation(denied);
}

afterEach(() => {
  resetLogMemory();
  vi.resetModules();
});

describe('the login token where cookies are blocked (issue 10, defect 5)', () => {
  it('a login lasts for this page, a logout ends it, with one console line', async () => {
    blockCookies();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { readToken, removeToken, writeToken } = await import('../../../src/session/token-cookie.ts');
    expect(readToken()).toBeUndefined();
    writeToken('demo-anna-2026');
    expect(readToken()).toBe('demo-anna-2026');
    removeToken();
    expect(readToken()).toBeUndefined();
    // One line for the missing capability, not one per read and write (issue 10, hostile hosts).
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '[kiosk:platform] cookies are not available; a login and the theme choice last for this page',
    ]);
  });

  it('a write the browser drops silently is kept for this page too', async () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { readToken, writeToken } = await import('../../../src/session/token-cookie.ts');
    writeToken('demo-ben-plus');
    expect(readToken()).toBe('demo-ben-plus');
  });
});
