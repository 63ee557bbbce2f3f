import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { actionButton, actionButtonSecondary } from '../../ui/action-button.ts';
import { cluster } from '../../ui/cluster.ts';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import { RETURN_LABELS } from './labels.ts';
import type { Suggestion } from './suggestions-call.ts';
import './return-dialog.css';

export interface DialogState {
  open: boolean;
  close(): void;
}

export interface ReturnDialogProps {
  state: StoreApi<DialogState>;
  suggestions: readonly Suggestion[];
  homeUrl: string;
  /** The teaser4er slot's size on this device (spec 9.2), so nothing moves as the pictures load. */
  image: { width: number; height: number };
  /** A link was followed: a suggestion (its place, 1–3) or the home page (no place). */
  onFollow(position?: number): void;
  /** The dialog has closed. */
  onClosed(): void;
}

/**
 * issue 25: the greeting after a return to the tab, with three suggestions, 'Zur Startseite' and
 * 'Schließen'. Opened by the overlay layer as an unrequested pop-up, so it takes no reader's turn of
 * its own; the heading has focus on open, so a screen reader starts with the greeting.
 */
export function ReturnDialog({ state, suggestions, homeUrl, image, onFollow, onClosed }: ReturnDialogProps) {
  const open = useStore(state, (value) => value.open);
  const close = useStore(state, (value) => value.close);
  const { dialogProps } = useModalDialog(open, close, { overlayId: null });
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useUniqueId();

  useEffect(() => {
    if (open) heading.current?.focus();
    else onClosed();
  }, [open, onClosed]);

  return (
    <dialog {...dialogProps} className="kiosk-inactive-tab" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="kiosk-inactive-tab__heading">
        {RETURN_LABELS.heading}
      </h2>
      <ul className="kiosk-inactive-tab__list">
        {suggestions.map((suggestion, index) => (
          <li key={suggestion.id} className="kiosk-inactive-tab__item">
            <a className="kiosk-inactive-tab__link" href={suggestion.url} onClick={() => onFollow(index + 1)}>
              {suggestion.image ? (
                <img
                  className="kiosk-inactive-tab__image"
                  alt=""
                  width={image.width}
                  height={image.height}
                  loading="eager"
                  // The address last (see src/kit/element-helper.ts: preact sets attributes as written).
                  src={suggestion.image}
                />
              ) : (
                <span className="kiosk-inactive-tab__image" aria-hidden="true" />
              )}
              <span className="kiosk-inactive-tab__text">
                {/* The spaces keep the link's name readable: 'plus Tests Exklusiv: …', not 'plusTestsExklusiv'. */}
                <span className="kiosk-inactive-tab__rubric">
                  {suggestion.plus && (
                    <>
                      <span className="kiosk-inactive-tab__plus">{RETURN_LABELS.plus}</span>{' '}
                    </>
                  )}
                  {suggestion.rubric}
                </span>{' '}
                <span className="kiosk-inactive-tab__title">{suggestion.title}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className={`${cluster} kiosk-inactive-tab__actions`}>
        <a
          className={`${actionButtonSecondary} kiosk-inactive-tab__action`}
          href={homeUrl}
          onClick={() => onFollow()}
        >
          {RETURN_LABELS.home}
        </a>
        <button type="button" className={`${actionButton} kiosk-inactive-tab__action`} onClick={close}>
          {RETURN_LABELS.close}
        </button>
      </p>
    </dialog>
  );
}
