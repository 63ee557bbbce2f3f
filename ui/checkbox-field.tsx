import type { ReactNode } from 'react';
import { FieldError } from './text-field.tsx';
import './form.css';

export interface CheckboxFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

/** A checkbox with its label beside it and its error above, as GOV.UK's checkboxes. Unticked unless the reader ticks it. */
export function CheckboxField({ id, name, label, checked, onChange, error }: CheckboxFieldProps) {
  return (
    <div className={`kiosk-form__group${error ? ' kiosk-form__group--error' : ''}`}>
      <FieldError id={id} error={error} />
      <div className="kiosk-form__check">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}
