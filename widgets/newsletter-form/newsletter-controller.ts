import type { Kiosk } from '../../src/widget-contract.ts';
import { sessionDrafts } from '../../features/forms/drafts.ts';
import type { FormEvents } from '../../features/forms/form-events.ts';
import { FORM_MESSAGES } from '../../features/forms/form-messages.ts';
import { createFormStore, type SendOutcome } from '../../features/forms/form-store.ts';
import { fieldProblems, isTransportFailure, transportFailure } from '../../features/forms/send-outcome.ts';
import { email } from '../../features/forms/validators.ts';
import { subscribeCall } from './newsletter-calls.ts';

export type NewsletterValues = { email: string; website: string };

export interface NewsletterControllerOptions {
  kiosk: Kiosk;
  events: FormEvents;
  list: string;
  rhythm: string | undefined;
  initial: Partial<NewsletterValues>;
  /** When the form was first shown (the server form's mount), for the fill time. */
  shownAt: number;
  now?: () => number;
}

/**
 * The newsletter form's state and call (issue 26), framework-free: double opt-in, one answer for new
 * and known addresses, a honeypot and the fill time instead of a CAPTCHA, the address kept as a draft
 * for this tab (sessionStorage) until the signup went out.
 */
export function createNewsletterController({
  kiosk,
  events,
  list,
  rhythm,
  initial,
  shownAt,
  now = Date.now,
}: NewsletterControllerOptions) {
  const drafts = sessionDrafts<NewsletterValues>(`kiosk-newsletter-${list}`, ['email']);
  const user = kiosk.session.store.getState().user;
  // Prefilled when logged in (issue 26); a draft of this tab wins, the server form's input wins over both.
  const known = typeof user?.email == 'string' ? user.email : '';
  const start = { email: initial.email || drafts.read().email || known, website: initial.website ?? '' };

  const send = async (values: NewsletterValues, key: string): Promise<SendOutcome<NewsletterValues>> => {
    const result = await subscribeCall(
      kiosk,
      { email: values.email, website: values.website, list, rhythm, fillMs: now() - shownAt },
      key,
    );
    if (result.ok) {
      drafts.clear();
      events.success();
      return { ok: true };
    }
    if (isTransportFailure(result.error)) return transportFailure();
    const fieldErrors = fieldProblems<NewsletterValues>(result.error, {
      'email-invalid': FORM_MESSAGES.emailInvalid,
    });
    return Object.keys(fieldErrors).length
      ? { ok: false, definite: true, fieldErrors, focus: 'email' }
      : { ok: false, definite: true, notice: FORM_MESSAGES.failed };
  };

  const form = createFormStore<NewsletterValues>({
    initial: start,
    validators: { email },
    send,
    onValidSubmit: events.submit,
    onChange: (values) => drafts.write(values),
  });
  return { form };
}

export type NewsletterController = ReturnType<typeof createNewsletterController>;
