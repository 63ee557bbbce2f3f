import type { DemoPage } from '../site.ts';
import { FORM_MESSAGES } from '../../features/forms/form-messages.ts';
import { NEWSLETTER_LABELS } from '../../widgets/newsletter-form/labels.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/newsletter/',
    title: 'Newsletter',
    project: 'ams',
    description:
      'Newsletter-Anmeldung (issue 26): Double-Opt-in über das Postfach, Honeypot, gleiche Antwort für alle.',
    // What a script-free signup comes back with.
    results: { angemeldet: NEWSLETTER_LABELS.confirm, ungueltig: FORM_MESSAGES.emailInvalid },
  },
];
