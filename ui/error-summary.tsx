import { useLayoutEffect, useRef } from 'react';
import { FORM_MESSAGES } from '../features/forms/form-messages.ts';
import './form.css';

export interface SummaryEntry {
  /** The id of the field the entry links to. */
  fieldId: string;
  message: string;
}

/**
 * The error summary on top of a form (GOV.UK): after a submit with errors it takes focus, so the
 * reader hears every problem at once, and each entry links to its field. `turn` changes on every such
 * submit, so a second failed submit takes focus again.
 */
export function ErrorSummary({ entries, turn }: { entries: readonly SummaryEntry[]; turn: number }) {
  const box = useRef<HTMLDivElement>(null);
  const shown = entries.length > 0 && turn > 0;
  useLayoutEffect(() => {
    if (turn > 0) box.current?.focus();
  }, [turn]);
  if (!shown) return null;
  return (
    <div
      ref={box}
      className="kiosk-error-summary"
      tabIndex={-1}
      role="alert"
      aria-labelledby={`summary-${turn}`}
    >
      <h2 className="kiosk-error-summary__title" id={`summary-${turn}`}>
        {FORM_MESSAGES.summaryTitle}
      </h2>
      <ul className="kiosk-error-summary__list">
        {entries.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <a
              href={`#${fieldId}`}
              onClick={(event) => {
                // The field, not the top of the page: focus and scroll it into view like a label click.
                const field = document.getElementById(fieldId);
                if (!field) return;
                event.preventDefault();
                field.focus();
                field.scrollIntoView({ block: 'center' });
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
