import type { Kiosk } from '../../src/widget-contract.ts';
import { FORM_MESSAGES } from '../../features/forms/form-messages.ts';
import { createFormStore } from '../../features/forms/form-store.ts';
import { fieldProblems, transportFailure } from '../../features/forms/send-outcome.ts';
import { newPassword } from '../../features/forms/validators.ts';
import { LOGIN_LABELS } from './labels.ts';
import { newPasswordCall } from './login-calls.ts';

export type NewPasswordValues = { password: string };

/** The backend's codes for a refused new password, in German (the registration's rules). */
const PROBLEMS = {
  'password-short': FORM_MESSAGES.passwordShort,
  'password-common': FORM_MESSAGES.passwordCommon,
};

/**
 * 'Neues Passwort festlegen' (issue 26), framework-free: the reset link's code (from the server form)
 * and a new password under the registration's rules, on the form kit. A refused password is said at
 * the field; a code that no longer works is said above the form; a failed call keeps the input.
 */
export function createNewPasswordController(
  kiosk: Kiosk,
  code: string,
  initial: string,
  onSaved: () => void,
) {
  return createFormStore<NewPasswordValues>({
    initial: { password: initial },
    validators: { password: newPassword },
    async send(values, key) {
      const result = await newPasswordCall(kiosk, { code, password: values.password }, key);
      if (result.ok) {
        onSaved();
        return { ok: true };
      }
      const { error } = result;
      if (error.kind == 'status' && error.status == 422)
        return { ok: false, definite: true, fieldErrors: fieldProblems(error, PROBLEMS), focus: 'password' };
      if (error.kind == 'status' && error.status == 400)
        return { ok: false, definite: true, notice: LOGIN_LABELS.resetLinkInvalid };
      // Anything else (a timeout, a 5xx, another refusal, an unreadable answer) says nothing about the link.
      return transportFailure();
    },
  });
}

export type NewPasswordStore = ReturnType<typeof createNewPasswordController>;
