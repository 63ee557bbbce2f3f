import type { ReactNode } from 'react';
import { FieldError } from './text-field.tsx';
import './form.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Shown under the option while it is chosen (GOV.UK's conditional reveal): the field it asks for. */
  reveal?: ReactNode;
}

export interface RadioGroupProps {
  /** The group's id: the summary links to the first button, `${id}-0`; hint and error ids derive from it. */
  id: string;
  name: string;
  legend: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}

/**
 * A question with one answer (GOV.UK's radios): a fieldset whose legend asks it, one labelled radio
 * button per answer in the tap-size rows of the checkbox, the error above them. An answer that needs
 * more (a date, a text) shows its field right under it while chosen.
 */
export function RadioGroup({ id, name, legend, options, value, onChange, error, hint }: RadioGroupProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`kiosk-form__group${error ? ' kiosk-form__group--error' : ''}`}
      aria-describedby={described || undefined}
    >
      <legend className="kiosk-form__legend">{legend}</legend>
      {hint && (
        <p className="kiosk-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
      {options.map((option, index) => (
        <div key={option.value}>
          <div className="kiosk-form__check">
            <input
              id={`${id}-${index}`}
              name={name}
              type="radio"
              value={option.value}
              checked={value == option.value}
              onChange={() => onChange(option.value)}
            />
            <label htmlFor={`${id}-${index}`}>{option.label}</label>
          </div>
          {option.reveal && value == option.value && (
            <div className="kiosk-form__reveal">{option.reveal}</div>
          )}
        </div>
      ))}
    </fieldset>
  );
}
