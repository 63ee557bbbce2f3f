import type { DemoPage } from '../site.ts';
import { LOGIN_LABELS } from '../../widgets/login-form/labels.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/konto/anmelden/',
    title: 'Konto: Anmelden',
    project: 'ams',
    description:
      'Anmeldeformular (issue 26): Demo-Konten, nicht aktiviert, gesperrt, Rücksprung und Postfach.',
    pageData: { PageType: 'Login' },
    // What a script-free login (and the reset pages' forms) come back with.
    results: {
      angemeldet: 'Sie sind angemeldet.',
      falsch: LOGIN_LABELS.wrongCredentials,
      'nicht-aktiviert': LOGIN_LABELS.notActivated,
      gesperrt: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
      'passwort-neu': LOGIN_LABELS.passwordSaved,
    },
  },
];
