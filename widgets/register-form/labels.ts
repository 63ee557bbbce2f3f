import { FORM_MESSAGES } from '../../features/forms/form-messages.ts';

/** The registration form's German texts (issue 26), word for word where the issue gives them. */
export const REGISTER_LABELS = {
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  passwordHint: 'Mindestens 8 Zeichen. Ein langer Satz ist sicherer als ein kurzes Wort mit Sonderzeichen.',
  displayName: 'Anzeigename',
  displayNameHint: '3 bis 30 Zeichen; so sehen andere Sie in der Community.',
  terms: 'Ich akzeptiere die Nutzungsbedingungen und habe die Datenschutzerklärung gelesen.',
  newsletter: 'Ja, ich möchte den Newsletter erhalten.',
  submit: 'Registrieren',
  resend: 'Aktivierungs-E-Mail erneut senden',
  resent: 'Wir haben Ihnen die Aktivierungs-E-Mail erneut geschickt.',
  /** spec 7.1 'resendActivationMail failed', for the reader. */
  resendFailed:
    'Die Aktivierungs-E-Mail konnte gerade nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
  passwordCommon: FORM_MESSAGES.passwordCommon,
  nameLength: 'Der Anzeigename muss 3 bis 30 Zeichen lang sein.',
  nameTaken: 'Dieser Anzeigename ist schon vergeben. Bitte wählen Sie einen anderen.',
} as const;

/** issue 26: the same answer whether or not the address has an account (the mail tells its owner). */
export const almostDone = (email: string) =>
  `Fast geschafft! Wir haben Ihnen eine E-Mail an ${email} geschickt.`;

export const resendIn = (seconds: number) => `${REGISTER_LABELS.resend} (in ${seconds} s wieder möglich)`;
