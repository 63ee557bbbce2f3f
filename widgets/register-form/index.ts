import { defineWidget } from '../../src/kit/define-widget.ts';
import { reportWidgetError } from '../../src/kit/report-widget-error.ts';
import { formEvents } from '../../features/forms/form-events.ts';
import { createFormIsland } from '../../features/forms/form-island.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import '../../ui/form.css';
import { meta } from './meta.ts';

/**
 * `data-widget="register-form"` (issue 26): the CMS's registration form, taken over by the interactive
 * one when the reader reaches for it. spec 9.6: `register_impression` once half of it is in view,
 * `register_start` on the first input, `register_submit` on a valid submit, `register_successful`.
 */
export const mount = defineWidget(meta, ({ element, kiosk, scope }) => {
  kioskRoot(element);
  const events = formEvents(kiosk.bus, {
    impression: 'register_impression',
    start: 'register_start',
    submit: 'register_submit',
    success: 'register_successful',
  });
  scope.add(events.watchImpression(element));
  createFormIsland({
    element,
    scope,
    load: async () => (await import('./mount-form.tsx')).renderRegisterForm(kiosk, events),
    onError: (error) =>
      reportWidgetError(element, 'the registration form failed to load; the plain form stays', error),
  });
});
