import type { Kiosk } from '../../src/widget-contract.ts';
import type { FormEvents } from '../../features/forms/form-events.ts';
import type { RenderForm } from '../../features/forms/form-island.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { createNewsletterController } from './newsletter-controller.ts';
import { NewsletterForm } from './newsletter-form.tsx';

export interface NewsletterSettings {
  list: string;
  rhythm: string | undefined;
  title: string | undefined;
  shownAt: number;
}

/** The interactive newsletter form, from what the reader typed into the server form. */
export const renderNewsletterForm =
  (kiosk: Kiosk, events: FormEvents, { list, rhythm, title, shownAt }: NewsletterSettings): RenderForm =>
  async (element, snapshot) => {
    const text = (name: string) =>
      typeof snapshot.values[name] == 'string' ? (snapshot.values[name] as string) : '';
    const controller = createNewsletterController({
      kiosk,
      events,
      list,
      rhythm,
      shownAt,
      initial: { email: text('email'), website: text('website') },
    });
    const unmount = await mountReact(element, <NewsletterForm controller={controller} title={title} />);
    if (snapshot.focused) {
      const field = element.querySelector<HTMLInputElement>(`input[name="${CSS.escape(snapshot.focused)}"]`);
      field?.focus();
      if (snapshot.selection) field?.setSelectionRange(...snapshot.selection);
    }
    return unmount;
  };
