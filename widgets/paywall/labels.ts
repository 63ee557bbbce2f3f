/** The offer box's German text (spec 2.3 login link, 6 plus/pur tiers). */
export const LABELS = {
  region: 'Abo-Angebote',
  headingMetered: 'Weiterlesen mit Abo',
  textMetered: 'Sie haben Ihre kostenlosen Artikel gelesen. Mit einem Abo lesen Sie sofort weiter.',
  headingPremium: 'Exklusiv für Abonnenten',
  textPremium: 'Diesen Artikel lesen Sie mit einem Abo.',
  plusName: 'plus',
  plusText: 'Alle Artikel lesen, jederzeit kündbar',
  plusAction: 'plus abonnieren',
  purName: 'pur',
  purText: 'Alle Artikel lesen, ohne Werbung',
  purAction: 'pur abonnieren',
  loginQuestion: 'Schon Abonnent?',
  loginAction: 'Anmelden',
  newTab: '(öffnet in neuem Tab)',
} as const;
