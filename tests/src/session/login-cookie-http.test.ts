// @vitest-environment-options {"url": "http://www.auto-kiosk.de/artikel"}
import { readCookie, removeCookie } from '../../../src/cookies.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { createBus } from '../../../src/bus.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { startSession } from '../../../src/session/start-session.ts';
import { TOKEN_COOKIE } from '../../../src/session/token-cookie.ts';
import { recordCookieWrites } from '../../support/cookie-writes.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';
import { settle } from '../../support/settle.ts';

afterEach(() => {
  removeCookie(TOKEN_COOKIE, { path: '/', domain: '.auto-kiosk.de' });
  resetLogMemory();
  vi.restoreAllMocks();
});

/** Issue 17, defect 8: over plain http the Secure; SameSite=None cookie was dropped without a word. */
describe('the login cookie on a plain-http page', () => {
  it('is written without Secure and SameSite=None, as spec 5.1 does for the bypass cookie', async () => {
    const { apiHost } = routeFetchToDemoHost();
    const written = recordCookieWrites();
    const bus = createBus(document);
    const errors = vi.fn();
    bus.on('error', errors);
    startSession(bus, apiHost, 'ams');
    bus.run('session.login', [DEMO_USERS[0].token]);
    await vi.waitFor(() => expect(bus.last('session-changed')).toMatchObject({ loggedIn: true }), {
      timeout: 5000,
    });
    await settle();
    expect(written).toContain(
      `${TOKEN_COOKIE}=${DEMO_USERS[0].token}; path=/; domain=.auto-kiosk.de; max-age=31104000`,
    );
    expect(readCookie(TOKEN_COOKIE)).toBe(DEMO_USERS[0].token);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a cookie that did not stick is one error event and one console line', async () => {
    const { apiHost } = routeFetchToDemoHost();
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bus = createBus(document);
    const errors = vi.fn();
    document.addEventListener('kiosk:error', errors);
    startSession(bus, apiHost, 'ams');
    bus.run('session.login', [DEMO_USERS[0].token]);
    // The login loads the HTTP client's module first, which takes longer than a settle on a loaded machine.
    await vi.waitFor(() => expect(errors).toHaveBeenCalled(), { timeout: 5000 });
    await settle();
    document.removeEventListener('kiosk:error', errors);
    expect(errors).toHaveBeenCalledTimes(1);
    expect((errors.mock.calls[0]![0] as CustomEvent).detail).toMatchObject({
      widget: 'session',
      message: 'the login cookie was not stored',
    });
    expect(warn).toHaveBeenCalledTimes(1);
    // The login still holds for this page.
    expect(bus.last('session-changed')).toMatchObject({ loggedIn: true });
  });
});
