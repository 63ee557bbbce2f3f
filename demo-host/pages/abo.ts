import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/abo/',
    title: 'Abo-Shop (Demo)',
    project: 'ams',
    description: 'Ziel der Abo-Angebote der Paywall.',
    pageData: { PageType: 'Portal' },
  },
];
