import { createStore } from 'zustand/vanilla';
import type { Kiosk } from '../../src/widget-contract.ts';
import { createCountdown } from '../../features/forms/countdown.ts';
import { sessionDrafts } from '../../features/forms/drafts.ts';
import type { FormEvents } from '../../features/forms/form-events.ts';
import { FORM_MESSAGES } from '../../features/forms/form-messages.ts';
import { createFormStore, type SendOutcome } from '../../features/forms/form-store.ts';
import { fieldProblems, isTransportFailure, transportFailure } from '../../features/forms/send-outcome.ts';
import { email, lengthBetween, newPassword, ticked } from '../../features/forms/validators.ts';
import { REGISTER_LABELS } from './labels.ts';
import { displayNameCall, registerCall } from './register-calls.ts';

export type RegisterValues = {
  email: string;
  password: string;
  displayName: string;
  terms: boolean;
  newsletter: boolean;
};

/** issue 26: the resend cooldown. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** The service's problem codes in German (demo-host/api/community `RegisterProblem`). */
const PROBLEMS: Readonly<Record<string, string>> = {
  'email-invalid': FORM_MESSAGES.emailInvalid,
  'password-short': FORM_MESSAGES.passwordShort,
  'password-common': REGISTER_LABELS.passwordCommon,
  'name-length': REGISTER_LABELS.nameLength,
  'name-taken': REGISTER_LABELS.nameTaken,
  'terms-required': FORM_MESSAGES.termsMissing,
};

const displayName = lengthBetween(3, 30, REGISTER_LABELS.nameLength);

export interface RegisterControllerOptions {
  kiosk: Kiosk;
  events: FormEvents;
  initial: Partial<RegisterValues>;
  /** spec 2.3: where the activation link should lead back to, checked; a same-site path. */
  returnPath: () => string | undefined;
}

/**
 * The registration form's state and calls (issue 26), framework-free. The password is never stored
 * in the draft; the answer is the same for a new and a known address; the activation mail can be
 * sent again once a minute.
 */
export function createRegisterController({ kiosk, events, initial, returnPath }: RegisterControllerOptions) {
  const drafts = sessionDrafts<RegisterValues>('kiosk-register', ['email', 'displayName', 'newsletter']);
  const draft = drafts.read();
  const pick = <K extends keyof RegisterValues>(name: K, fallback: RegisterValues[K]) =>
    initial[name] || draft[name] || fallback;
  const extras = createStore<{ sentTo: string; info: string | undefined; problem: string | undefined }>(
    () => ({
      sentTo: '',
      info: undefined,
      problem: undefined,
    }),
  );
  const resendCooldown = createCountdown();

  const send = async (values: RegisterValues, key: string): Promise<SendOutcome<RegisterValues>> => {
    const result = await registerCall(
      kiosk,
      {
        email: values.email,
        password: values.password,
        displayName: values.displayName,
        newsletter: values.newsletter,
        returnUrl: returnPath(),
      },
      key,
    );
    if (result.ok) {
      drafts.clear();
      extras.setState({ sentTo: values.email.trim() });
      events.success();
      // The service mailed the activation link just now: the next one waits a minute.
      resendCooldown.start(RESEND_COOLDOWN_SECONDS);
      return { ok: true };
    }
    if (isTransportFailure(result.error)) return transportFailure();
    const fieldErrors = fieldProblems<RegisterValues>(result.error, PROBLEMS);
    return Object.keys(fieldErrors).length
      ? { ok: false, definite: true, fieldErrors }
      : { ok: false, definite: true, notice: FORM_MESSAGES.failed };
  };

  const form = createFormStore<RegisterValues>({
    initial: {
      email: pick('email', ''),
      password: initial.password ?? '',
      displayName: pick('displayName', ''),
      terms: initial.terms ?? false,
      newsletter: pick('newsletter', false),
    },
    validators: {
      email,
      password: newPassword,
      displayName,
      terms: ticked(FORM_MESSAGES.termsMissing),
    },
    send,
    onStart: events.start,
    onValidSubmit: events.submit,
    onChange: (values) => drafts.write(values),
  });

  return {
    form,
    extras,
    resendCooldown,

    /** issue 26: the display name is checked on blur (length here, then whether it is free). */
    async checkDisplayName() {
      const name = form.getState().values.displayName;
      if (!name.trim()) return;
      const local = displayName(name);
      if (local) return form.actions.setError('displayName', local);
      const result = await displayNameCall(kiosk, name);
      // A failed check says nothing; the submit checks again.
      if (!result.ok || form.getState().values.displayName != name) return;
      const problem = result.value.problem;
      form.actions.setError(
        'displayName',
        result.value.available ? undefined : ((problem && PROBLEMS[problem]) ?? REGISTER_LABELS.nameTaken),
      );
    },

    async resendActivation() {
      if (resendCooldown.store.getState().seconds > 0) return;
      const result = await kiosk.session.resendActivation(extras.getState().sentTo);
      if (!result.ok) {
        extras.setState({ problem: REGISTER_LABELS.resendFailed, info: undefined });
        return;
      }
      resendCooldown.start(RESEND_COOLDOWN_SECONDS);
      extras.setState({ info: REGISTER_LABELS.resent, problem: undefined });
    },

    stop: () => resendCooldown.stop(),
  };
}

export type RegisterController = ReturnType<typeof createRegisterController>;
