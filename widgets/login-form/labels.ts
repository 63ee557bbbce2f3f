/** The login form's German texts (issue 26), word for word where the issue gives them. */
export const LOGIN_LABELS = {
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  submit: 'Anmelden',
  forgot: 'Passwort vergessen?',
  wrongCredentials: 'E-Mail-Adresse oder Passwort ist nicht richtig.',
  notActivated: 'Ihr Konto ist noch nicht aktiviert.',
  resend: 'Aktivierungs-E-Mail erneut senden',
  resent: 'Wir haben Ihnen die Aktivierungs-E-Mail erneut geschickt.',
  /** spec 7.1 'resendActivationMail failed', for the reader. */
  resendFailed:
    'Die Aktivierungs-E-Mail konnte gerade nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
  logout: 'Abmelden',
  /** spec 7.1 'logout failed', for the reader (Kiosk has logged them out on this page already). */
  logoutFailed: 'Die Abmeldung beim Server hat nicht geklappt. Auf dieser Seite sind Sie abgemeldet.',
  loggedOut: 'Sie sind abgemeldet.',
  resetSent:
    'Wenn es zu dieser Adresse ein Konto gibt, haben wir Ihnen eine E-Mail mit einem Link zum Zurücksetzen geschickt.',
  activated: 'Ihr Konto ist aktiviert. Sie können sich jetzt anmelden.',
  /** The reset mail's link: 'Neues Passwort festlegen' (a new password, the registration's rules). */
  newPassword: 'Neues Passwort',
  newPasswordHint:
    'Mindestens 8 Zeichen. Ein langer Satz ist sicherer als ein kurzes Wort mit Sonderzeichen.',
  savePassword: 'Passwort speichern',
  passwordSaved: 'Ihr neues Passwort ist gespeichert. Sie können sich jetzt anmelden.',
  resetLinkInvalid: 'Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte fordern Sie einen neuen an.',
} as const;

/** issue 26: without a return address, the form stays and says who is logged in. */
export const signedInAs = (name: string) => `Angemeldet als ${name}`;

/** issue 26: the resend cooldown, shown on the button while it runs. */
export const resendIn = (seconds: number) => `${LOGIN_LABELS.resend} (in ${seconds} s wieder möglich)`;
