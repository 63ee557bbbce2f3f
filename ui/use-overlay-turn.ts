import { useEffect } from 'react';
import { takeOverlayTurn } from './overlay-turn.ts';

/**
 * A reader-opened pop-up's turn in the page's overlay layer while `isOpen` (ui/overlay-turn.ts): it
 * pre-empts an unrequested pop-up (a CMS newsletter layer, the inactive-tab overlay) and holds the others
 * back until it closes. `id` names it in the `kiosk:overlay` events.
 */
export function useOverlayTurn(isOpen: boolean, id: string) {
  useEffect(() => (isOpen ? takeOverlayTurn(id) : undefined), [isOpen, id]);
}
