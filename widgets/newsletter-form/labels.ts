/** The newsletter form's German texts (issue 26), word for word where the issue gives them. */
export const NEWSLETTER_LABELS = {
  email: 'E-Mail-Adresse',
  submit: 'Newsletter abonnieren',
  /** Art. 7 DSGVO: the reader learns before signing up that they can leave at any time. */
  unsubscribe: 'Abmeldung jederzeit möglich',
  /** One answer for new and known addresses (no enumeration). */
  confirm: 'Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.',
  /** The honeypot's label, for the rare reader whose tool shows it anyway. */
  trap: 'Dieses Feld bitte leer lassen',
} as const;
