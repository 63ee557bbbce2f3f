import { defineWidget } from '../../src/kit/define-widget.ts';
import { reportWidgetError } from '../../src/kit/report-widget-error.ts';
import { formEvents } from '../../features/forms/form-events.ts';
import { createFormIsland } from '../../features/forms/form-island.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import '../../ui/form.css';
import { meta } from './meta.ts';

/**
 * `data-widget="newsletter-form"` (issue 26): the CMS's signup form, taken over by the interactive one
 * when the reader reaches for it. spec 9.6: `newsletter_form_impression` once half of it is in view,
 * `newsletter_form_submit` on a valid submit, `newsletter_signup` when the service took it.
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  kioskRoot(element);
  const shownAt = Date.now();
  const events = formEvents(kiosk.bus, {
    impression: 'newsletter_form_impression',
    submit: 'newsletter_form_submit',
    success: 'newsletter_signup',
  });
  scope.add(events.watchImpression(element));
  createFormIsland({
    element,
    scope,
    load: async () =>
      (await import('./mount-form.tsx')).renderNewsletterForm(kiosk, events, {
        list: props.list,
        rhythm: props.rhythm,
        title: props.title,
        shownAt,
      }),
    onError: (error) =>
      reportWidgetError(element, 'the newsletter form failed to load; the plain form stays', error),
  });
});
