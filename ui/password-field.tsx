import { useState } from 'react';
import { FORM_MESSAGES } from '../features/forms/form-messages.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

/**
 * A password input with 'Passwort anzeigen' (issue 26): a checkbox that shows the password as text,
 * so a reader can check what they typed instead of typing it twice.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className="kiosk-form__group">
      <TextField {...props} type={shown ? 'text' : 'password'} />
      <div className="kiosk-form__check">
        <input
          id={`${props.id}-show`}
          type="checkbox"
          checked={shown}
          onChange={(event) => setShown(event.currentTarget.checked)}
        />
        <label htmlFor={`${props.id}-show`}>{FORM_MESSAGES.showPassword}</label>
      </div>
    </div>
  );
}
