import type { HTMLAttributes, Ref } from 'react';
import { FORM_MESSAGES } from '../features/forms/form-messages.ts';
import { VisuallyHidden } from './visually-hidden.tsx';
import './form.css';

export interface TextFieldProps {
  /** The input's id; the summary links to it, the hint and error ids derive from it. */
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'date';
  /** A text of several lines (a reason, a description): a `<textarea>` of this many rows. */
  rows?: number;
  /** issue 26: `email`, `username`, `current-password`, `new-password`, `nickname` … */
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input (GOV.UK's text input): the label always visible above it, then the hint and
 * the error, both tied to the input by `aria-describedby`, with `aria-invalid` while in error. Paste
 * and password managers work: nothing blocks them (WCAG 3.3.8).
 */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  inputRef,
  rows,
}: TextFieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`kiosk-form__group${error ? ' kiosk-form__group--error' : ''}`}>
      <label className="kiosk-form__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="kiosk-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
      {rows ? (
        <textarea
          className="kiosk-form__input kiosk-form__input--multiline"
          id={id}
          name={name}
          rows={rows}
          value={value}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
      ) : (
        <input
          ref={inputRef}
          className="kiosk-form__input"
          id={id}
          name={name}
          type={type}
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          spellCheck={false}
          autoCapitalize={type == 'text' ? undefined : 'none'}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
      )}
    </div>
  );
}

/** The inline error of a field, prefixed for screen readers as GOV.UK does ('Fehler: …'). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="kiosk-form__error" id={`${id}-error`}>
      <VisuallyHidden>{FORM_MESSAGES.errorPrefix} </VisuallyHidden>
      {error}
    </p>
  );
}
