import type { Bus } from '../../src/bus.ts';
import { HALF_VISIBILITY_THRESHOLD, whenSeen } from '../../src/analytics/when-seen.ts';

/** spec 9.6: the forms' events that carry no props of their own. */
export type FormEventName =
  | 'login_impression'
  | 'login_start'
  | 'login_submit'
  | 'register_impression'
  | 'register_start'
  | 'register_submit'
  | 'register_successful'
  | 'newsletter_form_impression'
  | 'newsletter_form_submit'
  | 'newsletter_signup'
  | 'form_impression'
  | 'form_submit';

/**
 * A form's event names; a form without a `*_start` event (spec 9.6 names none for the newsletter)
 * leaves it out, and so does one whose success carries props (`login_successful`, sent by the form).
 */
export interface FormEventNames {
  impression: FormEventName;
  start?: FormEventName;
  submit: FormEventName;
  success?: FormEventName;
}

export interface FormEvents {
  start(): void;
  submit(): void;
  success(): void;
  /** `*_impression` once, when half of the form is visible; returns how to stop watching. */
  watchImpression(element: Element): () => void;
}

/**
 * issue 26: a form's analytics events. They carry no input: never an address or a name (a unit test
 * checks every form's events for both). Sent over the bus like every widget's events.
 */
export function formEvents(bus: Bus, names: FormEventNames): FormEvents {
  const track = (name: FormEventName) => bus.emit('analytics-event', { name });
  return {
    start: () => names.start && track(names.start),
    submit: () => track(names.submit),
    success: () => names.success && track(names.success),
    watchImpression: (element) => whenSeen(element, () => track(names.impression), HALF_VISIBILITY_THRESHOLD),
  };
}
