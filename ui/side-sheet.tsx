import type { ReactNode, Ref } from 'react';
import { iconButton } from './icon-button.tsx';
import type { useModalDialog } from './use-modal-dialog.ts';
import { useUniqueId } from './use-unique-id.ts';
import './side-sheet.css';

/** The class `useModalDialog` puts on a sliding sheet while it plays its exit. */
export const sideSheetClosing = 'kiosk-side-sheet--closing';

export interface SideSheetProps {
  /** From the widget's `useModalDialog` (with `closingClass: sideSheetClosing` for a sliding sheet). */
  dialogProps: ReturnType<typeof useModalDialog>['dialogProps'];
  /** The heading, which also names the dialog. */
  title: string;
  onClose: () => void;
  /** The close button, for a notice that hands focus back to it. */
  closeRef?: Ref<HTMLButtonElement>;
  /** Slides in from the right edge and out again (500 ms, spec 4.10; none with reduced motion). */
  slide?: boolean;
  /** The widget's class on the dialog: its width (`--kiosk-side-sheet-width`) and its content's rules. */
  className: string;
  children: ReactNode;
}

/**
 * A side panel at the right edge on desktop and a full-height sheet over the whole width on phones:
 * one native modal dialog (ui/use-modal-dialog.ts) with a heading and a close button, the cart drawer's
 * and the bookmarks panel's shell.
 */
export function SideSheet({
  dialogProps,
  title,
  onClose,
  closeRef,
  slide,
  className,
  children,
}: SideSheetProps) {
  const titleId = useUniqueId();
  return (
    <dialog
      {...dialogProps}
      className={`kiosk-side-sheet${slide ? ' kiosk-side-sheet--slide' : ''} ${className}`}
      aria-labelledby={titleId}
    >
      <div className="kiosk-side-sheet__panel">
        <header className="kiosk-side-sheet__header">
          <h2 id={titleId} className="kiosk-side-sheet__title">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={`${iconButton} kiosk-side-sheet__close`}
            aria-label="Schließen"
            onClick={onClose}
          >
            ×
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
