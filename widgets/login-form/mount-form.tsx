import type { Kiosk } from '../../src/widget-contract.ts';
import type { FormEvents } from '../../features/forms/form-events.ts';
import type { RenderForm } from '../../features/forms/form-island.ts';
import { returnAddress } from '../../features/login/return-address.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { createLoginController } from './login-controller.ts';
import { LoginForm } from './login-form.tsx';

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
    const unmount = await mountReact(element, <LoginForm controller={controller} session={kiosk.session} />);
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
