import { readConfigSection } from '../../src/kit/config-section.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { reportWidgetError } from '../../src/kit/report-widget-error.ts';
import { formEvents } from '../../features/forms/form-events.ts';
import { createFormIsland } from '../../features/forms/form-island.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import '../../ui/form.css';
import { meta } from './meta.ts';

/**
 * `data-widget="cancel-subscription"` (issue 27, § 312k BGB): the confirmation page the footer's
 * 'Verträge hier kündigen' leads to. Its server form cancels without script; the widget takes it over
 * at once (the page is the form: a logged-in reader's contracts and a kept draft must be there from
 * the start). spec 9.6: `form_impression` once half of it is seen, `form_submit` on a valid submit;
 * neither carries any input.
 */
export const mount = defineWidget(meta, ({ element, kiosk, scope }) => {
  kioskRoot(element);
  const events = formEvents(kiosk.bus, { impression: 'form_impression', submit: 'form_submit' });
  scope.add(events.watchImpression(element));
  const textForm = readConfigSection(meta.name, meta.config.section);
  createFormIsland({
    element,
    scope,
    eager: true,
    load: async () => (await import('./mount-form.tsx')).renderCancelForm(kiosk, events, textForm),
    onError: (error) =>
      reportWidgetError(
        element,
        'the cancellation form failed to load; the plain form stays and works',
        error,
      ),
  });
});
