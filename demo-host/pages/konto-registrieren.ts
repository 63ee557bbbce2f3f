import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/konto/registrieren/',
    title: 'Konto: Registrieren',
    project: 'ams',
    description:
      'Registrierung (issue 26): Aktivierung über das Postfach, Anzeigename-Prüfung, erneutes Senden.',
    // What a script-free registration comes back with (the same for known addresses: no enumeration).
    results: {
      registriert:
        'Fast geschafft! Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie darin Ihre Adresse.',
      ungueltig:
        'Die Registrierung hat nicht geklappt. Bitte prüfen Sie Ihre Eingaben: eine gültige E-Mail-Adresse, ein Passwort mit mindestens 8 Zeichen, ein Anzeigename mit 3 bis 30 Zeichen und Ihre Zustimmung zu den Nutzungsbedingungen.',
    },
  },
];
