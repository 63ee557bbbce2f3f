import { useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useField, useFocusRequest } from '../../ui/use-form.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import { NEWSLETTER_LABELS } from './labels.ts';
import type { NewsletterController } from './newsletter-controller.ts';

/** The newsletter form (issue 26): the address, 'Abmeldung jederzeit möglich', the honeypot, the answer. */
export function NewsletterForm({ controller, title }: { controller: NewsletterController; title?: string }) {
  const { form } = controller;
  const id = useUniqueId('kiosk-newsletter');
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const pending = useStore(form, (state) => state.pending);
  const done = useStore(form, (state) => state.done);
  const notice = useStore(form, (state) => state.notice);
  const errors = useStore(form, (state) => state.errors);
  const turn = useStore(form, (state) => state.summaryTurn);
  const emailField = useField(form, 'email');
  const trap = useField(form, 'website');
  useFocusRequest(form, formRef);

  // The form gives way to the answer: focus goes to the answer, not to <body>.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (done && (!active || active == document.body)) doneRef.current?.focus();
  }, [done]);

  if (done)
    return (
      <div className="kiosk-form kiosk-newsletter-form">
        <p ref={doneRef} className="kiosk-newsletter-form__done" role="status" tabIndex={-1}>
          {NEWSLETTER_LABELS.confirm}
        </p>
      </div>
    );

  return (
    <form
      ref={formRef}
      className="kiosk-form kiosk-newsletter-form"
      method="post"
      noValidate
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        void form.actions.submit();
      }}
    >
      <ErrorSummary
        turn={turn}
        entries={Object.entries(errors).map(([field, message]) => ({
          fieldId: `${id}-${field}`,
          message: message ?? '',
        }))}
      />
      <Notice message={notice} />
      <TextField
        id={`${id}-email`}
        name="email"
        label={NEWSLETTER_LABELS.email}
        hint={NEWSLETTER_LABELS.unsubscribe}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...emailField}
      />
      <div className="kiosk-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{NEWSLETTER_LABELS.trap}</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={trap.value}
          onChange={(event) => trap.onChange(event.currentTarget.value)}
        />
      </div>
      <div className="kiosk-form__actions">
        <SubmitButton label={NEWSLETTER_LABELS.submit} pending={pending} />
      </div>
    </form>
  );
}
