import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/widgets/my-subscriptions/',
    title: 'my-subscriptions',
    project: 'ams',
    description: 'Demoseite des Widgets my-subscriptions.',
  },
];
