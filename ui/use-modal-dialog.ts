import {
  useEffect,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';

/** spec 4.10, 9.4: drawer animations take 500 ms (none for readers who ask for reduced motion). */
export const DRAWER_ANIMATION_MS = 500;
/** spec 9.4: a touch that moves 30 px or more is a scroll or swipe, not an outside tap. */
export const TAP_TOLERANCE_PX = 30;
const CLOSING_CLASS = 'kiosk-cart--closing';

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Drives a native modal `<dialog>` from the cart's `isCartOpen`. The native dialog was chosen over a
 * hand-rolled one: `showModal()` gives the top layer, an inert background, focus inside, Escape, and
 * focus returned to the opener on close — the BFSG basics, with no focus-trap code to ship.
 * Closing plays the slide-out (a class on the element, so no re-render) before the dialog closes.
 */
export function useDrawerDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  isOpen: boolean,
  close: () => void,
) {
  const pointerStart = useRef<{ x: number; y: number } | undefined>(undefined);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen) {
      element.classList.remove(CLOSING_CLASS);
      if (!element.open) element.showModal();
      return;
    }
    if (!element.open) return;
    const closeNow = () => {
      element.close();
      element.classList.remove(CLOSING_CLASS);
      // The floating button hides while the drawer is open, so the dialog cannot hand focus back to
      // it by itself; other openers (an add-to-cart button) get it back natively.
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
    };
    if (reducedMotion()) return closeNow();
    element.classList.add(CLOSING_CLASS);
    const timer = setTimeout(closeNow, DRAWER_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [dialog, isOpen]);

  return {
    /** Remembers an opener the dialog cannot return focus to by itself (it hides while open). */
    rememberOpener(element: HTMLElement) {
      opener.current = element;
    },
    /** Escape: animate out through the store instead of the browser's instant close. */
    onCancel(event: SyntheticEvent) {
      event.preventDefault();
      close();
    },
    /** Closed some other way (e.g. the browser): keep the store in step. */
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
  };
}
