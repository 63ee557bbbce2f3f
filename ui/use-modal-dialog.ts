import { useEffect, useRef, type MouseEvent, type PointerEvent, type SyntheticEvent } from 'react';
import { lockPageScroll } from './lock-page-scroll.ts';
import { useOverlayTurn } from './use-overlay-turn.ts';

/** spec 9.4: a touch that moves 30 px or more is a scroll or swipe, not an outside tap. */
export const TAP_TOLERANCE_PX = 30;

export interface ModalDialogOptions {
  /**
   * A class that plays the exit (a slide-out, a fade) while the dialog is still open. It goes on
   * when closing starts and comes off once the close has fully finished, including the CSS
   * `overlay`/`display` transitions that keep a closed dialog in the top layer. Without it the
   * dialog closes at once.
   */
  closingClass?: string;
  /** How long the exit plays before the dialog closes, in ms (spec 4.10: the cart's is 500). */
  closingMs?: number;
  /**
   * This dialog's name in the page's overlay layer (spec 2.2): the reader opened it, so it pre-empts an
   * unrequested pop-up and holds the others back until it closes. `null` for an unrequested pop-up the
   * layer itself has shown (the inactive-tab overlay): it holds its turn already, and a reader's turn
   * of its own would pre-empt it.
   */
  overlayId: string | null;
  /**
   * `showModal()` in a task of its own, after the widget's other effects: it restyles the whole page
   * behind the dialog (the page becomes inert), which on a long page at 4× CPU made one long task with
   * the rest of the opening (issue 29's gallery bench). Only for a dialog that sets no focus of its own
   * as it opens: the browser's focusing steps come a task later and would move such a focus.
   */
  showInOwnTask?: boolean;
}

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Settles when the element's own finite transitions (its `::backdrop`'s included) have ended. */
function transitionsEnded(element: Element): Promise<unknown> {
  // Without getAnimations there are no discrete `overlay`/`display` transitions either (both are
  // newer), so a closed dialog is gone at once.
  if (typeof element.getAnimations != 'function') return Promise.resolve();
  // The element's and its ::backdrop's, not an endless spinner's inside it.
  const own = element
    .getAnimations({ subtree: true })
    .filter(
      ({ effect }) =>
        effect &&
        'target' in effect &&
        effect.target == element &&
        effect.getComputedTiming().endTime != Infinity,
    );
  return Promise.allSettled(own.map((animation) => animation.finished));
}

/**
 * Drives a native modal `<dialog>` from an open flag kept elsewhere (a store), for any widget's
 * dialog, side panel or sheet. The native dialog was chosen over a hand-rolled one: `showModal()`
 * gives the top layer, an inert background, focus inside, Escape, and focus returned to the opener
 * on close — the BFSG basics, with no focus-trap code to ship. Closing plays the exit (a class on
 * the element, so no re-render) before the dialog closes; Escape, an outside tap and the browser
 * all close through `close`, so the flag stays the one truth. While open, the page behind does not
 * scroll and the dialog has its turn in the page's overlay layer: the one place for both.
 *
 * Hint: spread `dialogProps` on the `<dialog>`; give an opener that hides while the dialog is open
 * to `rememberOpener`, since the browser cannot return focus to a hidden element.
 */
export function useModalDialog(
  isOpen: boolean,
  close: () => void,
  { closingClass, closingMs = 0, overlayId, showInOwnTask = false }: ModalDialogOptions,
) {
  const dialog = useRef<HTMLDialogElement>(null);
  useOverlayTurn(isOpen && overlayId !== null, overlayId ?? '');
  useEffect(() => (isOpen ? lockPageScroll() : undefined), [isOpen]);
  const pointerStart = useRef<{ x: number; y: number } | undefined>(undefined);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen) {
      if (closingClass) element.classList.remove(closingClass);
      if (element.open) return;
      if (!showInOwnTask) return void element.showModal();
      const timer = setTimeout(() => element.showModal());
      return () => clearTimeout(timer);
    }
    const focusOpener = () => {
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    };
    // Closed by the browser (Chrome lets a second Escape without a user activation in between through
    // uncancelled), which returns focus only to what had it at `showModal`.
    if (!element.open) return focusOpener();
    let current = true;
    const closeNow = () => {
      element.close();
      // Taking the class off while the close transitions still run would restart them towards the
      // open look: the backdrop went dark again for half a second before it vanished.
      if (closingClass)
        void transitionsEnded(element).then(() => {
          if (current) element.classList.remove(closingClass);
        });
      focusOpener();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!closingClass || reducedMotion()) closeNow();
    else {
      element.classList.add(closingClass);
      timer = setTimeout(closeNow, closingMs);
    }
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [isOpen, closingClass, closingMs, showInOwnTask]);

  return {
    /** Remembers an opener the dialog cannot return focus to by itself (it hides while open). */
    rememberOpener(element: HTMLElement) {
      opener.current = element;
    },
    /** Spread on the `<dialog>`. */
    dialogProps: {
      ref: dialog,
      /** Escape: play the exit through `close` instead of the browser's instant close. */
      onCancel(event: SyntheticEvent) {
        event.preventDefault();
        close();
      },
      /** Closed some other way (e.g. the browser): keep the flag in step. */
      onClose() {
        if (isOpen) close();
      },
      onPointerDown(event: PointerEvent) {
        pointerStart.current = { x: event.clientX, y: event.clientY };
      },
      /** A click on the backdrop reaches the dialog itself, outside its box: an outside click. */
      onClick(event: MouseEvent) {
        const element = dialog.current;
        if (!element || event.target !== element) return;
        const box = element.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        const start = pointerStart.current;
        const moved = start
          ? Math.hypot(event.clientX - start.x, event.clientY - start.y) >= TAP_TOLERANCE_PX
          : false;
        if (!inside && !moved) close();
      },
    },
  };
}
