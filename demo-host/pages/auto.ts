import type { DemoPage } from '../site.ts';

export const pages: readonly DemoPage[] = [
  {
    path: '/auto/',
    title: 'Kompakt-SUV im Test: Sparsam, geräumig, teuer',
    project: 'ams',
    description: 'Auto-Magazin (ams): ein Testbericht mit Kiosk-Widgets.',
    pageData: {
      PageType: 'Artikel',
      CID: '1201',
      author: 'Jana Berger',
      navigation_ebene_1: 'Tests',
      navigation_ebene_2: 'SUV',
      'article:published_time': '2026-11-18T08:00:00+01:00',
      stats: {
        tracking: {
          articletracker: true,
          config: { id: 'ams-artikel' },
          trackingInfo: { slots: { adset: 'auto_test', file: 'artikel' } },
        },
      },
      ads: { adsSlots: { SDM_defzone: 'tests' } },
    },
  },
  {
    path: '/auto/strikte-csp/',
    title: 'Dieselbe Seite unter strikter Content-Security-Policy',
    project: 'ams',
    description: "Die Auto-Seite mit `script-src 'self'; style-src 'nonce-…'`.",
    pageData: { PageType: 'Artikel', CID: '1201' },
    strictCsp: true,
  },
];
