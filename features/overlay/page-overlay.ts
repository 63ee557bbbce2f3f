import type { Kiosk } from '../../src/widget-contract.ts';
import { localTabStorage, type TabStorage } from '../newsticker/tab-storage.ts';
import { createOverlayLayer, type FrequencyCap, type OverlayLayer } from './overlay-layer.ts';

const FORM_FIELD = 'input, textarea, select, [contenteditable]';

/**
 * The page's one overlay layer, created by the first entry that needs it (on `window`, as the bus is).
 * It waits for the reader's consent answer and for a focused form field to lose focus, and takes the
 * host's pop-ups: `kiosk.push(['overlay.request', { id, priority?, cap? }])`, then show yours on the
 * `kiosk:overlay` event `{ id, state: 'shown' }` and push `['overlay.closed', id]` when it has closed.
 */
export function pageOverlay(
  kiosk: Pick<Kiosk, 'bus' | 'consent'>,
  storage: TabStorage = localTabStorage(),
  arrivalMs?: number,
): OverlayLayer {
  const holder = globalThis as typeof globalThis & { __kioskOverlay?: OverlayLayer };
  return (holder.__kioskOverlay ??= startPageOverlay(kiosk, storage, arrivalMs));
}

function startPageOverlay(
  { bus, consent }: Pick<Kiosk, 'bus' | 'consent'>,
  storage: TabStorage,
  arrivalMs?: number,
): OverlayLayer {
  const layer = createOverlayLayer({ bus, storage, arrivalMs });

  // The consent banner is up until consent is ready (consent-changed is state-like).
  if (!consent.state().ready) {
    const settled = layer.block('consent');
    const stop = bus.on('consent-changed', ({ ready }) => {
      if (!ready) return;
      settled();
      queueMicrotask(stop);
    });
  }

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
    if (typeof id != 'string' || hostClosers.has(id)) return;
    hostClosers.set(
      id,
      layer.request({
        id,
        kind: 'unrequested',
        priority: typeof priority == 'number' ? priority : 0,
        cap: cap && typeof cap.times == 'number' && typeof cap.perMs == 'number' ? cap : undefined,
        // The host shows its own pop-up on the 'overlay' event.
        show: () => undefined,
      }),
    );
  });
  bus.handle('overlay.closed', (id) => {
    if (typeof id != 'string') return;
    hostClosers.get(id)?.();
    hostClosers.delete(id);
  });
  return layer;
}
