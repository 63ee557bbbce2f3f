import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState, type ReactNode } from 'react';
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
  placement?: Placement;
  /** Controlled: the owner keeps the open flag (e.g. closes the login prompt when the user changes). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Extra classes on the floating box, for the owner's sizing and layout. */
  className?: string;
  /** Its name in the page's overlay layer: while open, no unrequested pop-up covers it. */
  overlayId: string;
}

/**
 * A non-modal dialog anchored to a button (the bookmarks login prompt, the newsticker list): the
 * button toggles it, Escape and a press outside close it, focus moves in on open and back to the
 * button on close, and Tab out of it closes it.
 *
 * @remarks It renders in place rather than in a portal, so it sits after its button in reading
 * order and inside the widget root. `position: fixed` (Floating UI's `strategy`) keeps it from
 * being clipped by a host container with `overflow: hidden`. Ids come from `useUniqueId`, not
 * Floating UI's `useId`: under preact/compat that one counts per root, so two widgets' popovers
 * would share an id and `aria-controls` would point into the wrong widget.
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
  const id = useUniqueId('kiosk-popover');
  useOverlayTurn(isOpen, overlayId);
  // Destructured: the hooks linter takes any `refs.x` read in render for a ref's value.
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open: isOpen,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  const close = () => setOpen(false);

  return (
    <>
      {anchor({
        ...getReferenceProps(),
        'aria-controls': isOpen ? id : undefined,
        ref: setReference,
      })}
      {isOpen && (
        <FloatingFocusManager context={context} modal={false}>
          <div
            ref={setFloating}
            style={floatingStyles}
            className={className ? `kiosk-popover ${className}` : 'kiosk-popover'}
            aria-label={label}
            {...getFloatingProps()}
            id={id}
          >
            {typeof children == 'function' ? children(close) : children}
          </div>
        </FloatingFocusManager>
      )}
    </>
  );
}
