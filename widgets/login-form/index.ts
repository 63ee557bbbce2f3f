import { defineWidget } from '../../src/kit/define-widget.ts';
import { reportWidgetError } from '../../src/kit/report-widget-error.ts';
import { formEvents } from '../../features/forms/form-events.ts';
import { createFormIsland } from '../../features/forms/form-island.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import '../../ui/form.css';
import { meta } from './meta.ts';

/**
 * `data-widget="login-form"` (issue 26): the CMS's login form, taken over by the interactive one when
 * the reader reaches for it. `login_impression` once half of it is in view; `login_start` on the first
 * input, `login_submit` on a valid submit, `login_successful` with the login type.
 */
export const mount = defineWidget(meta, ({ element, kiosk, scope }) => {
  kioskRoot(element);
  const events = formEvents(kiosk.bus, {
    impression: 'login_impression',
    start: 'login_start',
    submit: 'login_submit',
  });
  scope.add(events.watchImpression(element));
  createFormIsland({
    element,
    scope,
    load: async () => (await import('./mount-form.tsx')).renderLoginForm(kiosk, events),
    onError: (error) =>
      reportWidgetError(element, 'the login form failed to load; the plain form stays', error),
  });
});
