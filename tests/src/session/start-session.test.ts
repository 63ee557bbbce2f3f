// @vitest-environment-options {"url": "https://www.auto-kiosk.de/"}
import { removeCookie } from '../../../src/cookies.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { createBus } from '../../../src/bus.ts';
import { readPageFlag } from '../../../src/page-flags.ts';
import { startSession } from '../../../src/session/start-session.ts';
import { TOKEN_COOKIE } from '../../../src/session/token-cookie.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';
import { settle } from '../../support/settle.ts';

describe('startSession', () => {
  afterEach(() => {
    removeCookie(TOKEN_COOKIE, { path: '/', domain: '.auto-kiosk.de' });
    document.documentElement.removeAttribute('data-kiosk-logged-in');
  });

  it('sets the page flag only once validated, and follows login and logout commands', async () => {
    const { apiHost } = routeFetchToDemoHost();
    const bus = createBus(document);
    const events = vi.fn();
    bus.on('session-changed', events);
    startSession(bus, apiHost, 'ams');
    await settle();
    expect(readPageFlag('logged-in')).toBe('false');
    bus.run('session.login', [DEMO_USERS[0].token]);
    // The community calls load with the first one (issue 22): wait for the answer, not a fixed time.
    await vi.waitFor(() => expect(readPageFlag('logged-in')).toBe('true'));
    expect(events.mock.calls.at(-1)?.[0]).toMatchObject({ loggedIn: true, loginValidated: true });
    bus.run('session.logout', []);
    await vi.waitFor(() => expect(readPageFlag('logged-in')).toBe('false'));
  });

  it('announces changes to other tabs, and re-checks when another tab announces', async () => {
    const { apiHost } = routeFetchToDemoHost();
    const posted: unknown[] = [];
    const channels: Array<{ listener?: () => void }> = [];
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        listener?: () => void;
        constructor() {
          channels.push(this);
        }
        postMessage(message: unknown) {
          posted.push(message);
        }
        addEventListener(_: string, listener: () => void) {
          this.listener = listener;
        }
      },
    );
    const bus = createBus(document);
    startSession(bus, apiHost, 'ams');
    bus.run('session.login', [DEMO_USERS[0].token]);
    await vi.waitFor(() => expect(posted).toEqual(['changed']));
    // Another tab logged out: the cookie is gone, and a message arrives.
    removeCookie(TOKEN_COOKIE, { path: '/', domain: '.auto-kiosk.de' });
    channels[0]?.listener?.();
    await vi.waitFor(() => expect(readPageFlag('logged-in')).toBe('false'));
  });

  it('rejects a login command without a token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { apiHost, requests } = routeFetchToDemoHost();
    const bus = createBus(document);
    startSession(bus, apiHost, 'ams');
    bus.run('session.login', []);
    await settle();
    expect(requests).toHaveLength(0);
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toContain('session.login needs a token');
  });
});
