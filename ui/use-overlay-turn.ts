import { useEffect } from 'react';
import { pageOverlay } from '../src/overlay/page-overlay.ts';

/**
 * A reader-opened pop-up's turn in the page's overlay layer while `isOpen` (spec 2.2): it pre-empts an
 * unrequested pop-up (a CMS newsletter layer, the inactive-tab overlay) and holds the others back until
 * it closes. `id` names it in the `kiosk:overlay` events.
 */
export function useOverlayTurn(isOpen: boolean, id: string) {
  useEffect(() => {
    if (!isOpen) return;
    return pageOverlay().request({ id, kind: 'reader', show: () => undefined });
  }, [isOpen, id]);
}
