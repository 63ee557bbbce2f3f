import type { Kiosk } from '../../src/widget-contract.ts';
import type { FormEvents } from '../../features/forms/form-events.ts';
import type { RenderForm } from '../../features/forms/form-island.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { createCancelController } from './cancel-controller.ts';
import { CancelSubscription, type TextForm } from './cancel-form.tsx';
import './cancel-subscription.css';

/** The interactive confirmation page, from what the reader typed into the server form. */
export const renderCancelForm =
  (kiosk: Kiosk, events: FormEvents, textForm: TextForm): RenderForm =>
  async (element, snapshot) => {
    const initial = Object.fromEntries(
      Object.entries(snapshot.values).filter(
        (entry): entry is [string, string] => typeof entry[1] == 'string',
      ),
    );
    const controller = createCancelController({ kiosk, events, initial });
    const unmount = await mountReact(
      element,
      <CancelSubscription controller={controller} textForm={textForm} />,
    );
    if (snapshot.focused) {
      const field = element.querySelector<HTMLInputElement | HTMLTextAreaElement>(
        `input[name="${CSS.escape(snapshot.focused)}"]:not([type="radio"]), textarea[name="${CSS.escape(snapshot.focused)}"]`,
      );
      field?.focus();
      if (snapshot.selection) field?.setSelectionRange(...snapshot.selection);
    }
    return () => {
      controller.stop();
      unmount();
    };
  };
