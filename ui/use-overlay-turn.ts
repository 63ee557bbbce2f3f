import { useEffect } from 'react';

/**
 * A reader-opened pop-up's turn in the page's overlay layer while `isOpen` (spec 2.2): it pre-empts an
 * unrequested pop-up (a CMS newsletter layer, the inactive-tab overlay) and holds the others back until
 * it closes. `id` names it in the `kiosk:overlay` events.
 *
 * @remarks The layer loads with the first pop-up the reader opens (a chunk of its own, at once from
 * cache after that), so a panel's or popover's first paint does not wait for it and pages whose
 * readers open nothing never download it.
 */
export function useOverlayTurn(isOpen: boolean, id: string) {
  useEffect(() => {
    if (!isOpen) return;
    let open = true;
    let close: (() => void) | undefined;
    void import('../src/overlay/page-overlay.ts').then(({ pageOverlay }) => {
      if (open) close = pageOverlay().request({ id, kind: 'reader', show: () => undefined });
    });
    return () => {
      open = false;
      close?.();
    };
  }, [isOpen, id]);
}
