import { createStore } from 'zustand/vanilla';
import type { FrequencyCap } from '../../src/overlay/overlay-layer.ts';
import type { Kiosk } from '../../src/widget-contract.ts';

/** issue 28: the app overlay comes after the third pitch overlay of a visit (once it has closed) … */
export const PITCHES_BEFORE_APP = 3;
/** … at most once in 30 days, counted by the overlay layer across the site's tabs. */
export const APP_CAP: FrequencyCap = { times: 1, perMs: 30 * 24 * 60 * 60_000 };
const VISIT_KEY = 'kiosk_camping_pitches';

/** Pitch overlays opened in this visit (this tab's session); a blocked sessionStorage counts this page only. */
function visitCounter() {
  let own = 0;
  return () => {
    try {
      const count = Number(sessionStorage.getItem(VISIT_KEY) ?? 0) + 1;
      sessionStorage.setItem(VISIT_KEY, String(count));
      return count;
    } catch {
      return ++own;
    }
  };
}

/**
 * The app overlay's rule (issue 28): on phones, after the third pitch overlay of a visit, a bottom sheet
 * for the app named in config. It asks the page's overlay layer for an unrequested turn, so it never
 * shows on arrival (Google's intrusive-interstitial rule), never over the pitch overlay, and at most
 * once in 30 days.
 */
export function createAppOverlay(kiosk: Kiosk) {
  const store = createStore(() => ({ open: false }));
  const count = visitCounter();
  let asked = false;
  let done: (() => void) | undefined;
  const track = (action: 'shown' | 'app' | 'closed') =>
    kiosk.bus.emit('analytics-event', { name: 'camping_app_overlay', props: { action } });
  // Pitch overlays opened in this visit, as of the last one.
  let seen = 0;
  return {
    store,
    /** A pitch overlay opened: it counts towards the visit's three. */
    pitchOpened() {
      seen = count();
    },
    /**
     * A pitch overlay closed: only now is the sheet asked for. Asked for while the pitch overlay was
     * still opening, it came first, the reader's overlay pre-empted it, and its 30 days were spent.
     */
    async pitchClosed() {
      if (seen < PITCHES_BEFORE_APP || asked || !kiosk.isMobile()) return;
      asked = true;
      const { pageOverlay } = await import('../../src/overlay/page-overlay.ts');
      done = pageOverlay().request({
        id: 'camping-app',
        kind: 'unrequested',
        cap: APP_CAP,
        show: () => {
          store.setState({ open: true });
          track('shown');
        },
        hide: () => store.setState({ open: false }),
      });
    },
    followed: () => track('app'),
    close() {
      if (!store.getState().open) return;
      store.setState({ open: false });
      track('closed');
      done?.();
    },
    dispose: () => done?.(),
  };
}

export type AppOverlay = ReturnType<typeof createAppOverlay>;
