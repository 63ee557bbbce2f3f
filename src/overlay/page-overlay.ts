import { sharedBus } from '../bus.ts';
import { logError, logWarning } from '../log.ts';
import { readPageFlag } from '../page-flags.ts';
import { localTabStorage, type TabStorage } from '../kit/tab-storage.ts';
import { createOverlayLayer, type CapLocks, type FrequencyCap, type OverlayLayer } from './overlay-layer.ts';

const FORM_FIELD = 'input, textarea, select, [contenteditable]';
/** Google's intrusive-interstitial rule: no unrequested pop-up in a page view's first seconds. */
const ARRIVAL_MS = 5_000;

export interface PageOverlayOptions {
  /** Shared with the other tabs for the frequency caps; default localStorage. */
  storage?: TabStorage;
  arrivalMs?: number;
  /** How long the page has been open, in ms (default `performance.now()`): arrival counts from there. */
  pageAgeMs?: number;
  /** The tabs' locks for the caps; default `navigator.locks` (absent in browsers before 2022). */
  locks?: CapLocks;
}

/** What is pending while its page flag says so: the consent banner, the paywall's verdict. */
const PENDING_FLAGS = ['consent', 'paywall'] as const;

/**
 * The page's one overlay layer (on `window`, as the bus is), created by the first pop-up that opens
 * or by the host's first `overlay.request` (the runtime loads this module then). It holds unrequested
 * pop-ups while the consent banner is up or a paywall verdict is pending (their page flags say
 * "pending") or a form field has focus, and takes the host's pop-ups:
 * `kiosk.push(['overlay.request', { id, priority?, cap? }])`, then show yours on the `kiosk:overlay`
 * event `{ id, state: 'shown' }`, hide it on 'pre-empted', and push `['overlay.closed', id]` when it
 * has closed.
 *
 * @remarks It reads the page (flags on `<html>`, focus) rather than the runtime's objects, so any
 * dialog can reach it without being handed the runtime, and it catches up with whatever started first.
 */
export function pageOverlay(options: PageOverlayOptions = {}): OverlayLayer {
  const holder = globalThis as typeof globalThis & { __kioskOverlay?: OverlayLayer };
  return (holder.__kioskOverlay ??= startPageOverlay(options));
}

function startPageOverlay({
  storage = localTabStorage(),
  arrivalMs = ARRIVAL_MS,
  pageAgeMs = performance.now(),
  locks = navigator.locks as CapLocks | undefined,
}: PageOverlayOptions): OverlayLayer {
  const bus = sharedBus();
  const layer = createOverlayLayer({ bus, storage, arrivalMs: Math.max(0, arrivalMs - pageAgeMs), locks });

  const root = document.documentElement;
  const pending = new Map<string, () => void>();
  const followFlags = () => {
    for (const flag of PENDING_FLAGS) {
      const settled = pending.get(flag);
      if (readPageFlag(flag, root) == 'pending') {
        if (!settled) pending.set(flag, layer.block(flag));
      } else if (settled) {
        settled();
        pending.delete(flag);
      }
    }
  };
  followFlags();
  new MutationObserver(followFlags).observe(root, {
    attributeFilter: PENDING_FLAGS.map((flag) => `data-kiosk-${flag}`),
  });
  // The consent answer at once rather than a microtask later: the flag is set before the event.
  bus.on('consent-changed', followFlags);

  let fieldFocused: (() => void) | undefined;
  document.addEventListener('focusin', ({ target }) => {
    if (target instanceof Element && target.matches(FORM_FIELD)) fieldFocused ??= layer.block('form-field');
  });
  document.addEventListener('focusout', () => {
    fieldFocused?.();
    fieldFocused = undefined;
  });

  const hostClosers = new Map<string, () => void>();
  bus.handle('overlay.request', (raw) => {
    const { id, priority, cap } = (raw ?? {}) as { id?: unknown; priority?: unknown; cap?: FrequencyCap };
    if (typeof id != 'string' || id == '')
      return logError('overlay', 'overlay.request needs { id: string, priority?, cap? }; ignored', raw);
    if (hostClosers.has(id)) return logWarning('overlay', `"${id}" already has a turn; request ignored`);
    hostClosers.set(
      id,
      layer.request({
        id,
        kind: 'unrequested',
        priority: typeof priority == 'number' ? priority : 0,
        cap: cap && typeof cap.times == 'number' && typeof cap.perMs == 'number' ? cap : undefined,
        // The host shows and hides its own pop-up on the 'overlay' event.
        show: () => undefined,
        hide: () => hostClosers.delete(id),
      }),
    );
  });
  bus.handle('overlay.closed', (id) => {
    if (typeof id != 'string') return logError('overlay', 'overlay.closed takes the id; ignored', id);
    hostClosers.get(id)?.();
    hostClosers.delete(id);
  });
  return layer;
}
