import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/newsletter/',
    title: 'Newsletter',
    project: 'ams',
    description:
      'Newsletter-Anmeldung (issue 26): Double-Opt-in über das Postfach, Honeypot, gleiche Antwort für alle.',
  },
];
