import { useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { CheckboxField } from '../../ui/checkbox-field.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useField, useFocusRequest } from '../../ui/use-form.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import { almostDone, REGISTER_LABELS, resendIn } from './labels.ts';
import type { RegisterController } from './register-controller.ts';

/**
 * The registration form (issue 26): email, one password with 'Passwort anzeigen', a display name
 * checked on blur, the unticked consent and newsletter; then 'Fast geschafft! …' with the resend.
 */
export function RegisterForm({ controller }: { controller: RegisterController }) {
  const { form, extras } = controller;
  const id = useUniqueId('kiosk-register');
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const pending = useStore(form, (state) => state.pending);
  const done = useStore(form, (state) => state.done);
  const notice = useStore(form, (state) => state.notice);
  const errors = useStore(form, (state) => state.errors);
  const turn = useStore(form, (state) => state.summaryTurn);
  const sentTo = useStore(extras, (state) => state.sentTo);
  const info = useStore(extras, (state) => state.info);
  const problem = useStore(extras, (state) => state.problem);
  const cooldown = useStore(controller.resendCooldown.store, (state) => state.seconds);
  const emailField = useField(form, 'email');
  const passwordField = useField(form, 'password');
  const nameField = useField(form, 'displayName');
  const terms = useField(form, 'terms');
  const newsletter = useField(form, 'newsletter');
  useFocusRequest(form, formRef);

  // The form gives way to the answer: focus goes to the answer, not to <body>.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (done && (!active || active == document.body)) doneRef.current?.focus();
  }, [done]);

  if (done)
    return (
      <div className="kiosk-form kiosk-register-form">
        <p ref={doneRef} className="kiosk-register-form__done" role="status" tabIndex={-1}>
          {almostDone(sentTo)}
        </p>
        <div className="kiosk-form__actions">
          <button
            type="button"
            className="kiosk-form__button kiosk-form__button--secondary"
            aria-disabled={cooldown > 0 ? true : undefined}
            onClick={() => void controller.resendActivation()}
          >
            {cooldown > 0 ? resendIn(cooldown) : REGISTER_LABELS.resend}
          </button>
        </div>
        <Notice message={info} tone="info" />
        <Notice message={problem} />
      </div>
    );

  return (
    <form
      ref={formRef}
      className="kiosk-form kiosk-register-form"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.actions.submit();
      }}
    >
      <ErrorSummary
        turn={turn}
        entries={Object.entries(errors).map(([field, message]) => ({
          fieldId: `${id}-${field}`,
          message: message ?? '',
        }))}
      />
      <Notice message={notice} />
      <TextField
        id={`${id}-email`}
        name="email"
        label={REGISTER_LABELS.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...emailField}
      />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={REGISTER_LABELS.password}
        hint={REGISTER_LABELS.passwordHint}
        autoComplete="new-password"
        {...passwordField}
      />
      <TextField
        id={`${id}-displayName`}
        name="displayName"
        label={REGISTER_LABELS.displayName}
        hint={REGISTER_LABELS.displayNameHint}
        autoComplete="nickname"
        onBlur={() => void controller.checkDisplayName()}
        {...nameField}
      />
      <CheckboxField
        id={`${id}-terms`}
        name="terms"
        label={REGISTER_LABELS.terms}
        checked={terms.value}
        error={terms.error}
        onChange={terms.onChange}
      />
      <CheckboxField
        id={`${id}-newsletter`}
        name="newsletter"
        label={REGISTER_LABELS.newsletter}
        checked={newsletter.value}
        onChange={newsletter.onChange}
      />
      <div className="kiosk-form__actions">
        <SubmitButton label={REGISTER_LABELS.submit} pending={pending} />
      </div>
    </form>
  );
}
