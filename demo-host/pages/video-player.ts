import type { DemoPage } from '../site.ts';

/** Issue 29: an article with two videos behind their facades (spec 1). */
export const pages: readonly DemoPage[] = [
  {
    path: '/auto/video-artikel/',
    title: 'VW Golf im Test: Was kann der Bestseller?',
    project: 'ams',
    description:
      "Artikel mit zwei Videos (ams): Vorschaubild mit 'Video abspielen', der Player lädt erst beim Klick; immer nur ein Video spielt.",
    pageData: { PageType: 'Artikel', CID: '1320', author: 'Jana Berger', navigation_ebene_1: 'Tests' },
  },
];
