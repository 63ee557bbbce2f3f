import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/konto/registrieren/',
    title: 'Konto: Registrieren',
    project: 'ams',
    description:
      'Registrierung (issue 26): Aktivierung über das Postfach, Anzeigename-Prüfung, erneutes Senden.',
  },
];
