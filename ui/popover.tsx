import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { followAnchor, type PopoverPlacement } from './place-popover.ts';
import { useOverlayTurn } from './use-overlay-turn.ts';
import { useUniqueId } from './use-unique-id.ts';
import './popover.css';

/** What the anchor button needs: spread it on the `<button>`. */
export type PopoverAnchorProps = Record<string, unknown> & { ref: (node: HTMLElement | null) => void };

export interface PopoverProps {
  /** Renders the button the popover hangs from, with `props` spread on it (ref, aria-expanded, onClick). */
  anchor: (props: PopoverAnchorProps) => ReactNode;
  /** The popover's accessible name, in German ('Anmelden', 'Neueste Meldungen'). */
  label: string;
  /** The content; as a function it gets `close`, for a link or button inside that should close it. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Where it opens from the anchor; it flips and shifts to stay on screen. Default 'bottom-start'. */
  placement?: PopoverPlacement;
  /** Controlled: the owner keeps the open flag (e.g. closes the login prompt when the user changes). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Extra classes on the floating box, for the owner's sizing and layout. */
  className?: string;
  /** Its name in the page's overlay layer: while open, no unrequested pop-up covers it. */
  overlayId: string;
}

/** What takes focus first inside the popover: its first control, else the popover itself. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/**
 * A non-modal dialog anchored to a button (the bookmarks login prompt, the newsticker list): the
 * button toggles it, Escape and a press outside close it, focus moves in on open and back to the
 * button when it closes from inside, and Tab out of it closes it. A press outside is not swallowed:
 * a link the reader clicks on the page is followed at once.
 *
 * @remarks It renders in place rather than in a portal, so it sits after its button in reading
 * order and inside the widget root. `position: fixed` keeps it from being clipped by a host container
 * with `overflow: hidden`. Placement (./place-popover.ts) and the few behaviours of a non-modal dialog
 * are written here instead of `@floating-ui/react`'s positioning, interaction hooks and focus manager,
 * which with `tabbable` weighed 16 KB gzip in the newsticker list's first open (issue 22). Ids come
 * from `useUniqueId`: two widgets' popovers never share one.
 */
export function Popover({
  anchor,
  label,
  children,
  placement = 'bottom-start',
  open,
  onOpenChange,
  className,
  overlayId,
}: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  // The latest setter for the document listeners, which are added once per opening.
  const setOpenRef = useRef(setOpen);
  useLayoutEffect(() => {
    setOpenRef.current = setOpen;
  });
  const id = useUniqueId('kiosk-popover');
  useOverlayTurn(isOpen, overlayId);
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);

  // Placed before paint, and again whenever the anchor moves or either box changes size.
  useLayoutEffect(() => {
    if (!reference || !floating) return;
    return followAnchor(reference, floating, placement);
  }, [reference, floating, placement]);

  // Focus in on open; back to the button on close if it was inside (or fell to <body> as the
  // content went), never away from where a press outside put it. After the commit: React restores
  // the focus it saw before a commit at its end, which would undo a move made during it.
  useEffect(() => {
    if (!floating || !reference) return;
    (floating.querySelector<HTMLElement>(FOCUSABLE) ?? floating).focus();
    return () => {
      const active = document.activeElement;
      if (!active || active == document.body || floating.contains(active)) reference.focus();
    };
  }, [floating, reference]);

  useEffect(() => {
    if (!isOpen) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && (!!floating?.contains(target) || !!reference?.contains(target));
    const onKey = (event: KeyboardEvent) => {
      if (event.key == 'Escape') setOpenRef.current(false);
    };
    const onPress = (event: PointerEvent) => {
      if (!inside(event.target)) setOpenRef.current(false);
    };
    // Tab (or a click) out of it to another control closes it, as a non-modal dialog does.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !inside(event.relatedTarget)) setOpenRef.current(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress, true);
    floating?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress, true);
      floating?.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen, floating, reference]);

  const close = () => setOpen(false);

  return (
    <>
      {anchor({
        'aria-haspopup': 'dialog',
        'aria-expanded': isOpen,
        'aria-controls': isOpen ? id : undefined,
        onClick: () => setOpen(!isOpen),
        ref: setReference,
      })}
      {isOpen && (
        <div
          ref={setFloating}
          role="dialog"
          tabIndex={-1}
          style={{ position: 'fixed', left: 0, top: 0 }}
          className={className ? `kiosk-popover ${className}` : 'kiosk-popover'}
          aria-label={label}
          id={id}
        >
          {typeof children == 'function' ? children(close) : children}
        </div>
      )}
    </>
  );
}
