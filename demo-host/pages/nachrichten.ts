import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/nachrichten/',
    title: 'Nachrichten: Was heute in der Autowelt passiert',
    project: 'ams',
    description:
      'Newsticker-Seite: ein Artikel mit dem Highlight-Slider; die Glocke im Kopf zeigt neue Meldungen.',
    pageData: { PageType: 'Artikel', CID: '1305', author: 'Lea Sommer', navigation_ebene_1: 'News' },
  },
];
