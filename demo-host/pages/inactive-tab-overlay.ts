import type { DemoPage } from '../site.ts';

/**
 * An article with the inactive-tab overlay (issue 25): the page data sets `showInactiveTabOverlay`;
 * `POST /api/suggestions/demo/ams/mode/{ok|slow|fail|hang|empty}` switches the suggestions' answers.
 */
export const pages: readonly DemoPage[] = [
  {
    path: '/auto/dauertest/',
    title: 'Kompakt-SUV im Dauertest: Die Bilanz nach 100.000 Kilometern',
    project: 'ams',
    description:
      'Artikel mit dem Inaktiver-Tab-Overlay: nach einer Minute in einem anderen Tab drei Artikelvorschläge.',
    pageData: {
      PageType: 'Artikel',
      CID: '1240',
      author: 'Tom Weber',
      navigation_ebene_1: 'Tests',
      showInactiveTabOverlay: true,
    },
  },
];
