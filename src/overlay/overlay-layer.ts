import type { Bus } from '../bus.ts';
import type { TabStorage } from '../kit/tab-storage.ts';

/**
 * Who asked for a pop-up: the reader (a panel, a drawer, a login prompt they opened) or nobody (the
 * inactive-tab overlay, the ePaper pop-up, a CMS's newsletter layer).
 */
export type OverlayKind = 'reader' | 'unrequested';

/** At most `times` showings per `perMs`, counted across the site's open tabs. */
export interface FrequencyCap {
  times: number;
  perMs: number;
}

export interface OverlayRequest {
  /** Names the pop-up in events and caps: 'inactive-tab', 'epaper', 'cms-newsletter'. */
  id: string;
  kind: OverlayKind;
  /** Among unrequested pop-ups, the higher goes first; equal ones in the order asked. Default 0. */
  priority?: number;
  cap?: FrequencyCap;
  /** Its turn: show now. */
  show(): void;
  /** A reader-opened pop-up pre-empted this one: hide it now (it is not shown again this page view). */
  hide?(): void;
  /**
   * Now or never: when its turn does not come at once (another pop-up or something pending holds it,
   * or its cap is used up), the layer calls this instead of queueing it, and forgets it.
   */
  passed?(): void;
}

export type OverlayState = 'queued' | 'shown' | 'closed' | 'pre-empted' | 'capped';

declare module '../events.ts' {
  interface KioskEvents {
    /** A pop-up's turn in the overlay layer (spec 2.2, issue 24); hosts show theirs on 'shown'. */
    overlay: { id: string; state: OverlayState };
  }
}

export interface OverlayLayer {
  /** Asks for a turn; call the returned function when the pop-up has closed (or is no longer wanted). */
  request(request: OverlayRequest): () => void;
  /**
   * Holds every unrequested pop-up while something is pending (the consent banner, a paywall verdict,
   * a focused form field); call the returned function when it is settled.
   */
  block(reason: string): () => void;
}

export interface OverlayLayerOptions {
  bus: Bus;
  /** Shared with the other tabs, for the frequency caps. */
  storage: TabStorage;
  /** No unrequested pop-up this soon after the page opened (Google's intrusive-interstitial rule). */
  arrivalMs?: number;
  /**
   * Web Locks (`navigator.locks`), shared with the other tabs: a cap is read, checked and written under
   * one lock, so two tabs whose turn comes in the same instant cannot both find it free. Without them
   * (a browser before 2022) the claim runs at once, as a lone tab's would.
   */
  locks?: CapLocks;
}

/** The part of the Web Locks API the claim uses. */
export interface CapLocks {
  request(name: string, grant: () => void): Promise<unknown>;
}

const CAPS_KEY = 'kiosk_overlay_shown';

/**
 * The overlay mount point of spec 2.2 as one layer every pop-up opens through: one interrupting pop-up
 * at a time; a reader-opened one always goes first and pre-empts an unrequested one; unrequested ones
 * wait for their turn by priority, never on arrival, never while something is pending, and within
 * their frequency caps across tabs.
 */
export function createOverlayLayer({
  bus,
  storage,
  arrivalMs = 5_000,
  locks,
}: OverlayLayerOptions): OverlayLayer {
  const queue: OverlayRequest[] = [];
  const blockers = new Set<object>();
  // Reader-opened pop-ups may nest (a login prompt over the bookmarks panel); while any is open, no
  // unrequested one shows.
  const readers = new Set<OverlayRequest>();
  let current: OverlayRequest | undefined;
  /** An unrequested pop-up waiting for the cap's lock: it holds the others as a shown one does. */
  let claiming: OverlayRequest | undefined;
  let arrived = false;
  setTimeout(() => {
    arrived = true;
    next();
  }, arrivalMs);

  const tell = (id: string, state: OverlayState) => bus.emit('overlay', { id, state });
  const shownTimes = (): Record<string, number[]> => {
    const value = storage.read(CAPS_KEY);
    return typeof value == 'object' && value ? (value as Record<string, number[]>) : {};
  };
  const recent = (times: Record<string, number[]>, { id, cap }: OverlayRequest) =>
    cap ? (times[id] ?? []).filter((time) => time > Date.now() - cap.perMs) : [];
  const withinCap = (request: OverlayRequest) =>
    !request.cap || recent(shownTimes(), request).length < request.cap.times;

  const show = (request: OverlayRequest) => {
    current = request;
    if (request.cap) {
      const times = shownTimes();
      storage.write(CAPS_KEY, { ...times, [request.id]: [...recent(times, request), Date.now()] });
    }
    tell(request.id, 'shown');
    request.show();
  };

  const held = () => readers.size > 0 || !arrived || blockers.size > 0;
  const busy = () => !!current || !!claiming || held();

  /** Runs `run` under the caps' lock across tabs, or at once where there are no Web Locks. */
  const underLock = (run: () => void) => {
    if (!locks) return run();
    let granted = false;
    // A lock refused (an opaque origin: a sandboxed frame) leaves this tab on its own.
    locks
      .request(CAPS_KEY, () => {
        granted = true;
        run();
      })
      .catch((error: unknown) => {
        if (granted) throw error;
        run();
      });
  };

  /** Its turn has come: shows it if its cap (read now, under the lock) still allows. */
  const claim = (request: OverlayRequest) => {
    claiming = request;
    underLock(() => {
      // Withdrawn while it waited for the lock.
      if (claiming !== request) return;
      claiming = undefined;
      if (current || held()) {
        // A reader's pop-up or something pending came first while it waited: its turn comes again.
        if (request.passed) request.passed();
        else queue.unshift(request);
      } else if (withinCap(request)) return show(request);
      else {
        tell(request.id, 'capped');
        request.passed?.();
      }
      next();
    });
  };

  function next() {
    if (busy()) return;
    const request = queue.shift();
    if (!request) return;
    // Read when its turn comes, not when asked: another tab may have shown it meanwhile.
    if (request.cap) return claim(request);
    show(request);
  }

  function preempt() {
    if (!current) return;
    const shown = current;
    current = undefined;
    tell(shown.id, 'pre-empted');
    shown.hide?.();
  }

  return {
    request(request) {
      if (request.kind == 'reader') {
        preempt();
        readers.add(request);
        tell(request.id, 'shown');
        request.show();
      } else if (request.passed && busy()) {
        request.passed();
        return () => undefined;
      } else {
        const priority = request.priority ?? 0;
        const after = queue.findIndex((queued) => (queued.priority ?? 0) < priority);
        queue.splice(after < 0 ? queue.length : after, 0, request);
        tell(request.id, 'queued');
        next();
      }
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        const waiting = queue.indexOf(request);
        if (waiting >= 0) queue.splice(waiting, 1);
        if (claiming === request) claiming = undefined;
        if (readers.delete(request) || current === request) {
          if (current === request) current = undefined;
          tell(request.id, 'closed');
        }
        next();
      };
    },
    block() {
      const token = {};
      blockers.add(token);
      return () => {
        blockers.delete(token);
        next();
      };
    },
  };
}
