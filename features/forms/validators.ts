import { FORM_MESSAGES } from './form-messages.ts';

/**
 * A field's check: its German message, or undefined when the value is fine. It also sees the form's
 * other values, for a field that is needed only with another's choice (issue 27: the reason of an
 * extraordinary cancellation); the form store always passes them.
 */
export type Validator<V, All = Record<string, unknown>> = (value: V, values?: All) => string | undefined;

/**
 * A plausible address: one `@`, something before it, a domain with a dot and no empty label, no
 * spaces. Deliberately loose (GOV.UK: "do not be too strict"): the mail itself is the real check.
 */
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]+$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());

export const email: Validator<string> = (value) => {
  if (!value.trim()) return FORM_MESSAGES.emailMissing;
  return isEmail(value) ? undefined : FORM_MESSAGES.emailInvalid;
};

/** The password of a login: present is enough (its length was the rule when it was chosen). */
export const currentPassword: Validator<string> = (value) =>
  value ? undefined : FORM_MESSAGES.passwordMissing;

/** issue 26 (NIST 800-63B): 8 characters or more, counted as characters, not UTF-16 units. */
export const MIN_PASSWORD_LENGTH = 8;

export const newPassword: Validator<string> = (value) => {
  if (!value) return FORM_MESSAGES.passwordMissing;
  return [...value].length < MIN_PASSWORD_LENGTH ? FORM_MESSAGES.passwordShort : undefined;
};

export const ticked =
  (message: string): Validator<boolean> =>
  (value) =>
    value ? undefined : message;

export const lengthBetween =
  (min: number, max: number, message: string): Validator<string> =>
  (value) => {
    const length = [...value.trim()].length;
    return length < min || length > max ? message : undefined;
  };
