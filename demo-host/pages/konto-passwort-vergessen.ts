import type { DemoPage } from '../site.ts';
import { LOGIN_LABELS } from '../../widgets/login-form/labels.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/konto/passwort-vergessen/',
    title: 'Konto: Passwort vergessen',
    project: 'ams',
    description: 'Passwort vergessen (issue 26): ohne Skript; der Link zum Zurücksetzen kommt ins Postfach.',
    results: { zuruecksetzen: LOGIN_LABELS.resetSent },
  },
];
