/**
 * The Kündigungsbutton's German texts (issue 27, § 312k BGB), word for word where the issue gives them:
 * the button says nothing but 'jetzt kündigen', the failure text is the issue's.
 */
export const CANCEL_LABELS = {
  kind: 'Art der Kündigung',
  ordinary: 'ordentlich',
  extraordinary: 'außerordentlich',
  reason: 'Kündigungsgrund',
  name: 'Name',
  email: 'E-Mail-Adresse',
  customerNumber: 'Kundennummer (optional)',
  contracts: 'Ihre Verträge',
  otherContract: 'Ein anderer Vertrag',
  contract: 'Welchen Vertrag möchten Sie kündigen?',
  contractHint: 'Zum Beispiel die Zeitschrift und das Abo, wenn zur Hand mit Vertragsnummer',
  end: 'Zu wann möchten Sie kündigen?',
  earliest: 'zum nächstmöglichen Zeitpunkt',
  onDate: 'zu einem bestimmten Datum',
  endDate: 'Datum',
  confirmationEmail: 'E-Mail-Adresse für die Bestätigung (optional)',
  confirmationHint: 'Leer lassen: Die Bestätigung geht an die E-Mail-Adresse oben.',
  submit: 'jetzt kündigen',
  /** issue 27, word for word: every failure of the call; all input stays, also over a reload. */
  failed:
    'Ihre Kündigung konnte gerade nicht übermittelt werden. Ihre Angaben sind gespeichert – bitte versuchen Sie es erneut.',
  textForm: 'Sie können auch in Textform kündigen:',
  byMail: 'per E-Mail an',
  byPost: 'per Post an',
  loadingContracts: 'Ihre Verträge werden geladen …',
  contractsFailed: 'Ihre Verträge können gerade nicht geladen werden. Bitte beschreiben Sie den Vertrag.',
  cancelledTo: 'gekündigt zum',
  yearly: 'jährlich',
  monthly: 'monatlich',
  done: 'Ihre Kündigung ist eingegangen',
  receiptId: 'Eingangsnummer',
  receivedAt: 'Eingegangen am',
  endsOn: 'Ihr Vertrag endet',
  contractRow: 'Vertrag',
  sentTo: 'Eine Bestätigung mit diesem Inhalt haben wir an diese Adresse gesendet:',
  save: 'Kündigung speichern',
  print: 'Drucken',
} as const;

/** The messages of the checks and the service's 422 problems, by problem code. */
export const CANCEL_PROBLEMS = {
  'kind-invalid': 'Bitte wählen Sie die Art der Kündigung.',
  'reason-missing': 'Bitte geben Sie den Grund für die außerordentliche Kündigung an.',
  'name-missing': 'Bitte geben Sie Ihren Namen ein.',
  'email-invalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.',
  'contract-missing': 'Bitte geben Sie an, welchen Vertrag Sie kündigen möchten.',
  'contract-unknown': 'Diesen Vertrag finden wir in Ihrem Konto nicht. Bitte wählen Sie einen anderen.',
  'end-invalid': 'Bitte wählen Sie, zu wann Sie kündigen möchten.',
  'date-invalid': 'Bitte geben Sie ein Datum ein, zum Beispiel 31.12.2026.',
  'date-past': 'Das Datum darf nicht in der Vergangenheit liegen.',
  'confirmation-email-invalid':
    'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.',
} as const;
