import type { Session } from './session.ts';
import { readToken } from './token-cookie.ts';

const CHANNEL = 'kiosk-session';

/**
 * Keeps other open tabs of the site in step with a login or logout in this one, without a reload.
 * The token cookie is shared by all tabs; a BroadcastChannel message tells them to re-check it. Where
 * BroadcastChannel is missing, or the cookie was changed by other code, a tab re-checks when it
 * becomes visible and the token differs from the one it last saw.
 */
export function syncAcrossTabs(session: Session): { announce(): void } {
  let seenToken = readToken();
  session.store.subscribe(() => {
    seenToken = readToken();
  });
  const channel = typeof BroadcastChannel == 'function' ? new BroadcastChannel(CHANNEL) : undefined;
  channel?.addEventListener('message', () => void session.revalidate());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState == 'visible' && readToken() !== seenToken) void session.revalidate();
  });
  return { announce: () => channel?.postMessage('changed') };
}
