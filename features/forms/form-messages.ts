/**
 * The form kit's German messages (issue 26), word for word: a test compares them with the issue.
 * Messages of one form ('E-Mail-Adresse oder Passwort ist nicht richtig.') live with that form.
 */
export const FORM_MESSAGES = {
  emailMissing: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.',
  passwordMissing: 'Bitte geben Sie Ihr Passwort ein.',
  passwordShort: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  /** NIST 800-63B: the backend refuses the 10,000 most common passwords (registration, new password). */
  passwordCommon: 'Dieses Passwort ist sehr verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
  termsMissing: 'Bitte stimmen Sie den Nutzungsbedingungen zu.',
  /** issue 26: every failure of the call itself; all input, password included, stays. */
  failed: 'Das hat gerade nicht geklappt. Ihre Eingaben sind noch da – bitte versuchen Sie es erneut.',
  sending: 'Wird gesendet …',
  /** The error summary's heading (GOV.UK: "There is a problem"). */
  summaryTitle: 'Bitte prüfen Sie Ihre Eingaben',
  /** The prefix screen readers hear before an inline error (GOV.UK's visually hidden "Error:"). */
  errorPrefix: 'Fehler:',
  showPassword: 'Passwort anzeigen',
} as const;

/** issue 26: a 429, with a live countdown of the seconds left. */
export const tooManyAttempts = (seconds: number) =>
  `Zu viele Versuche. Bitte warten Sie ${seconds} ${seconds == 1 ? 'Sekunde' : 'Sekunden'}.`;
