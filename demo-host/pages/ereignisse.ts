import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/ereignisse/',
    title: 'Analyse-Ereignisse live mitlesen',
    project: 'ams',
    description: 'Ereignis-Monitor: zeigt die zuletzt an /api/event gesendeten Analyse-Ereignisse.',
    pageData: { PageType: 'Portal', analyticsDomain: 'auto.kiosk-demo.de' },
  },
];
