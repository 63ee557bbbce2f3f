import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/konto/anmelden/',
    title: 'Konto: Anmelden',
    project: 'ams',
    description:
      'Anmeldeformular (issue 26): Demo-Konten, nicht aktiviert, gesperrt, Rücksprung und Postfach.',
    pageData: { PageType: 'Login' },
  },
];
