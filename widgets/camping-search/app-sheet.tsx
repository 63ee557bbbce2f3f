import { useRef, type PointerEvent } from 'react';
import { useStore } from 'zustand';
import { actionButton, actionButtonSecondary } from '../../ui/action-button.ts';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import type { AppOverlay } from './app-overlay.ts';

/** A swipe down this far closes the sheet. */
const SWIPE_PX = 60;

interface AppSheetProps {
  overlay: AppOverlay;
  appName: string;
  /** Checked already (safeUrl). */
  appUrl: string;
}

/**
 * The app overlay (issue 28): a bottom sheet 'Stellplätze unterwegs finden – mit der App'. Escape, a
 * swipe down and 'Schließen' close it. The overlay layer gave it its turn, so it takes none of its own.
 */
export function AppSheet({ overlay, appName, appUrl }: AppSheetProps) {
  const open = useStore(overlay.store, (state) => state.open);
  const { dialogProps } = useModalDialog(open, overlay.close, { overlayId: null });
  const id = useUniqueId('kiosk-camping-app');
  const start = useRef<number>(undefined);
  return (
    <dialog
      {...dialogProps}
      className="kiosk-camping-app"
      aria-labelledby={`${id}-title`}
      onPointerDown={(event: PointerEvent) => {
        dialogProps.onPointerDown(event);
        start.current = event.clientY;
      }}
      onPointerUp={(event: PointerEvent) => {
        if (start.current !== undefined && event.clientY - start.current >= SWIPE_PX) overlay.close();
        start.current = undefined;
      }}
    >
      <span className="kiosk-camping-app__handle" aria-hidden="true" />
      <h2 id={`${id}-title`} className="kiosk-camping-app__title">
        Stellplätze unterwegs finden – mit der App
      </h2>
      <p>{appName}: alle Stellplätze, Karte und Buchung auch ohne Browser.</p>
      <p className="kiosk-camping-app__actions">
        <a className={actionButton} href={appUrl} target="_blank" rel="noopener" onClick={overlay.followed}>
          Zur App
        </a>
        <button type="button" className={actionButtonSecondary} onClick={overlay.close}>
          Schließen
        </button>
      </p>
    </dialog>
  );
}
