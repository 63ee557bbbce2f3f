import './save-toggle.css';

export interface SaveToggleProps {
  saved: boolean;
  /** German labels for both states ('Merken' / 'Gemerkt'): the text says what `aria-pressed` says. */
  labels: { save: string; saved: string };
  onToggle: () => void;
  /** A German message about this item (a save that was rolled back), shown under the button. */
  message?: string | undefined;
}

/**
 * A save button (favourite, tour): `aria-pressed` and its German label both say whether the item is
 * saved. The message region exists before its text, so a rollback is announced (role=alert).
 */
export function SaveToggle({ saved, labels, onToggle, message }: SaveToggleProps) {
  return (
    <span className="kiosk-save-toggle">
      <button type="button" className="kiosk-save-toggle__button" aria-pressed={saved} onClick={onToggle}>
        <svg className="kiosk-save-toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 3h12v18l-6-4.5L6 21z" />
        </svg>
        {saved ? labels.saved : labels.save}
      </button>
      <span className="kiosk-save-toggle__message" role="alert">
        {message}
      </span>
    </span>
  );
}
