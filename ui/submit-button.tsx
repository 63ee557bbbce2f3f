import { FORM_MESSAGES } from '../features/forms/form-messages.ts';
import './form.css';

/**
 * A form's submit button (issue 26). Never disabled, not to hint at errors nor while sending (a
 * disabled button drops focus and says nothing): while pending it reads 'Wird gesendet …' with
 * `aria-busy`, and the form store ignores further submits.
 */
export function SubmitButton({ label, pending }: { label: string; pending: boolean }) {
  return (
    <button type="submit" className="kiosk-form__button" aria-busy={pending ? true : undefined}>
      {pending ? FORM_MESSAGES.sending : label}
    </button>
  );
}
