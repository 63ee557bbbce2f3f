import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/anmelden/',
    title: 'Anmelden',
    project: 'ams',
    description: 'Demo-Login: meldet mit einem Demo-Token an und ab; andere Tabs ziehen mit.',
    pageData: { PageType: 'Login' },
  },
];
