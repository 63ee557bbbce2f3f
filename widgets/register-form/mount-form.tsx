import type { Kiosk } from '../../src/widget-contract.ts';
import type { FormEvents } from '../../features/forms/form-events.ts';
import type { RenderForm } from '../../features/forms/form-island.ts';
import { returnAddress } from '../../features/login/return-address.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { createRegisterController } from './register-controller.ts';
import { RegisterForm } from './register-form.tsx';

/** The checked return address (spec 2.3) as a path, for the activation link to lead back to. */
const returnPath = () => {
  const address = returnAddress();
  if (!address) return undefined;
  const { pathname, search, hash } = new URL(address);
  return `${pathname}${search}${hash}`;
};

/** The interactive registration form, from what the reader typed into the server form. */
export const renderRegisterForm =
  (kiosk: Kiosk, events: FormEvents): RenderForm =>
  async (element, snapshot) => {
    const { values } = snapshot;
    const text = (name: string) => (typeof values[name] == 'string' ? (values[name] as string) : '');
    const controller = createRegisterController({
      kiosk,
      events,
      returnPath,
      initial: {
        email: text('email'),
        password: text('password'),
        displayName: text('displayName'),
        terms: values.terms === true,
        newsletter: values.newsletter === true,
      },
    });
    const unmount = await mountReact(element, <RegisterForm controller={controller} />);
    if (snapshot.focused) {
      const field = element.querySelector<HTMLInputElement>(`input[name="${CSS.escape(snapshot.focused)}"]`);
      field?.focus();
      if (snapshot.selection && field?.type != 'checkbox') field?.setSelectionRange(...snapshot.selection);
    }
    return () => {
      controller.stop();
      unmount();
    };
  };
