import { useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { Session } from '../../src/session/session.ts';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useField, useFocusRequest } from '../../ui/use-form.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { LOGIN_LABELS, resendIn, signedInAs } from './labels.ts';
import type { LoginController } from './login-controller.ts';

/**
 * The login form (issue 26): email, password with 'Passwort anzeigen', 'Anmelden', 'Passwort
 * vergessen?'; after a login without a return address, 'Angemeldet als {Name}' with 'Abmelden'.
 */
export function LoginForm({ controller, session }: { controller: LoginController; session: Session }) {
  const { form, extras } = controller;
  const id = useUniqueId('kiosk-login');
  const formRef = useRef<HTMLFormElement>(null);
  const signedInRef = useRef<HTMLParagraphElement>(null);
  const loggedIn = useStore(session.store, (state) => state.loggedIn);
  const name = useStore(session.store, (state) =>
    typeof state.user?.name == 'string' ? state.user.name : '',
  );
  const pending = useStore(form, (state) => state.pending);
  const notice = useStore(form, (state) => state.notice);
  const errors = useStore(form, (state) => state.errors);
  const turn = useStore(form, (state) => state.summaryTurn);
  const waitSeconds = useStore(controller.wait.store, (state) => state.seconds);
  const cooldown = useStore(controller.resendCooldown.store, (state) => state.seconds);
  const needsActivation = useStore(extras, (state) => state.needsActivation);
  const info = useStore(extras, (state) => state.info);
  const problem = useStore(extras, (state) => state.problem);
  const emailField = useField(form, 'email');
  const passwordField = useField(form, 'password');
  const waitAnnounced = useStore(extras, (state) => state.waitAnnouncement);
  useFocusRequest(form, formRef);

  // The form goes and comes with the login: focus follows to what replaced it, never to <body>.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active && active != document.body) return;
    if (loggedIn) signedInRef.current?.focus();
    else formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }, [loggedIn]);

  if (loggedIn)
    return (
      <div className="kiosk-form kiosk-login-form">
        <p ref={signedInRef} className="kiosk-login-form__signed-in" tabIndex={-1}>
          {signedInAs(name)}
        </p>
        <div className="kiosk-form__actions">
          <button
            type="button"
            className="kiosk-form__button kiosk-form__button--secondary"
            onClick={() => void controller.logout()}
          >
            {LOGIN_LABELS.logout}
          </button>
        </div>
        <Notice message={problem} />
      </div>
    );

  return (
    <form
      ref={formRef}
      className="kiosk-form kiosk-login-form"
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
      {waitSeconds > 0 && (
        <div className="kiosk-notice kiosk-notice--error">
          <p className="kiosk-notice__message" aria-hidden="true">
            {controller.waitMessage(waitSeconds)}
          </p>
        </div>
      )}
      {/* The 429 message as it first came, for screen readers; the visible one counts down. */}
      <div className="kiosk-notice-region" role="alert">
        {waitSeconds > 0 && waitAnnounced && <VisuallyHidden>{waitAnnounced}</VisuallyHidden>}
      </div>
      <Notice message={info} tone="info" />
      <Notice message={problem} />
      {needsActivation && (
        <div className="kiosk-form__actions">
          <button
            type="button"
            className="kiosk-form__button kiosk-form__button--secondary"
            aria-disabled={cooldown > 0 ? true : undefined}
            onClick={() => void controller.resendActivation()}
          >
            {cooldown > 0 ? resendIn(cooldown) : LOGIN_LABELS.resend}
          </button>
        </div>
      )}
      <TextField
        id={`${id}-email`}
        name="email"
        label={LOGIN_LABELS.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        {...emailField}
      />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={LOGIN_LABELS.password}
        autoComplete="current-password"
        {...passwordField}
      />
      <div className="kiosk-form__actions">
        <SubmitButton label={LOGIN_LABELS.submit} pending={pending} />
        <button type="button" className="kiosk-form__link" onClick={() => void controller.requestReset()}>
          {LOGIN_LABELS.forgot}
        </button>
      </div>
    </form>
  );
}
