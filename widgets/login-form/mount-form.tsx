import type { Kiosk } from '../../src/widget-contract.ts';
import type { FormEvents } from '../../features/forms/form-events.ts';
import type { RenderForm } from '../../features/forms/form-island.ts';
import { returnAddress } from '../../features/login/return-address.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { createLoginController } from './login-controller.ts';
import { LoginForm } from './login-form.tsx';
import { createNewPasswordController } from './new-password-controller.ts';
import { NewPasswordThenLogin } from './new-password-form.tsx';

/** The interactive login form, from what the reader typed into the server form. */
export const renderLoginForm =
  (
    kiosk: Kiosk,
    events: FormEvents,
    navigate: (url: string) => void = (url) => location.assign(url),
  ): RenderForm =>
  async (element, snapshot) => {
    const text = (name: string) =>
      typeof snapshot.values[name] == 'string' ? (snapshot.values[name] as string) : '';
    const controller = createLoginController({
      kiosk,
      events,
      initial: { email: text('email'), password: text('password') },
      returnAddress,
      navigate,
    });
    // The activation link leads here (demo-host/api/community: `?aktiviert=1`).
    if (new URLSearchParams(location.search).has('aktiviert')) controller.showActivated();
    // The reset mail's link leads to the server form with the link's code in a hidden field: first the
    // new password, then the login on the same spot.
    const code = element.querySelector<HTMLInputElement>('input[type="hidden"][name="code"]')?.value;
    const unmount = await mountReact(
      element,
      code ? (
        <NewPasswordThenLogin
          form={createNewPasswordController(kiosk, code, text('password'), controller.showPasswordSaved)}
          login={controller}
          session={kiosk.session}
        />
      ) : (
        <LoginForm controller={controller} session={kiosk.session} />
      ),
    );
    if (snapshot.focused) {
      const field = element.querySelector<HTMLInputElement>(`input[name="${CSS.escape(snapshot.focused)}"]`);
      field?.focus();
      if (snapshot.selection) field?.setSelectionRange(...snapshot.selection);
    }
    return () => {
      controller.stop();
      unmount();
    };
  };
