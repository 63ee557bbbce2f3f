import type { DemoPage } from '../site.ts';
import { FORM_MESSAGES } from '../../features/forms/form-messages.ts';
import { LOGIN_LABELS } from '../../widgets/login-form/labels.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/konto/passwort-neu/',
    title: 'Konto: Neues Passwort festlegen',
    project: 'ams',
    description: 'Neues Passwort festlegen (issue 26): über den Link aus der E-Mail, einmal und befristet.',
    fromQuery: ['code'],
    results: {
      'passwort-ungueltig': `${FORM_MESSAGES.passwordShort} Sehr verbreitete Passwörter gehen nicht.`,
      'link-ungueltig': LOGIN_LABELS.resetLinkInvalid,
    },
  },
];
