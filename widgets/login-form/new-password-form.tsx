import { useRef } from 'react';
import { useStore } from 'zustand';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useField, useFocusRequest } from '../../ui/use-form.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import type { Session } from '../../src/session/session.ts';
import { LOGIN_LABELS } from './labels.ts';
import { LoginForm } from './login-form.tsx';
import type { LoginController } from './login-controller.ts';
import type { NewPasswordStore } from './new-password-controller.ts';

/** 'Neues Passwort festlegen' (issue 26): one new password with 'Passwort anzeigen', then 'Passwort speichern'. */
export function NewPasswordForm({ form }: { form: NewPasswordStore }) {
  const id = useUniqueId('kiosk-new-password');
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useStore(form, (state) => state.pending);
  const notice = useStore(form, (state) => state.notice);
  const errors = useStore(form, (state) => state.errors);
  const turn = useStore(form, (state) => state.summaryTurn);
  const password = useField(form, 'password');
  useFocusRequest(form, formRef);
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
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={LOGIN_LABELS.newPassword}
        hint={LOGIN_LABELS.newPasswordHint}
        autoComplete="new-password"
        {...password}
      />
      <div className="kiosk-form__actions">
        <SubmitButton label={LOGIN_LABELS.savePassword} pending={pending} />
      </div>
    </form>
  );
}

/** issue 26: after the new password is saved, the login form takes its place and says so. */
export function NewPasswordThenLogin({
  form,
  login,
  session,
}: {
  form: NewPasswordStore;
  login: LoginController;
  session: Session;
}) {
  const saved = useStore(form, (state) => state.done);
  if (!saved) return <NewPasswordForm form={form} />;
  return <LoginForm controller={login} session={session} />;
}
