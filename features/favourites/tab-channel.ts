/** What one tab tells the others after the server confirmed a change. */
export type TabMessage =
  | { kind: 'favourite'; token: string; channel: string; id: string; saved: boolean }
  | { kind: 'bookmarks'; token: string };

export interface TabChannel {
  post(message: TabMessage): void;
  listen(listener: (message: TabMessage) => void): () => void;
}

const NAME = 'kiosk-favourites';

/**
 * All open tabs of the site agree on saved items within a second (issue 12): a confirmed change is
 * posted on a BroadcastChannel and applied by the others without a request. Where BroadcastChannel is
 * missing the others catch up when they become visible (page-favourites.ts reloads then).
 */
export function openTabChannel(): TabChannel {
  const channel = typeof BroadcastChannel == 'function' ? new BroadcastChannel(NAME) : undefined;
  return {
    post: (message) => channel?.postMessage(message),
    listen(listener) {
      const onMessage = (event: MessageEvent<TabMessage>) => listener(event.data);
      channel?.addEventListener('message', onMessage);
      return () => channel?.removeEventListener('message', onMessage);
    },
  };
}
