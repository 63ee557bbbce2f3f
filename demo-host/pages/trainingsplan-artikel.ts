import type { DemoPage } from '../site.ts';

/** Issue 27: a fitness article with two paid boxes (training plans as PDF). */
export const pages: readonly DemoPage[] = [
  {
    path: '/fitness/halbmarathon-training/',
    title: 'Halbmarathon-Training: So schaffen Sie die 21 Kilometer',
    project: 'mh',
    description:
      "Paid-Boxen (mh): Trainingspläne als PDF, 'Jetzt kaufen' über den Warenkorb und die Demo-Kasse, danach 'Herunterladen'; demo-ben-plus besitzt den Halbmarathon-Plan schon.",
    pageData: { PageType: 'Artikel', CID: '2701', author: 'Lena Hoffmann', navigation_ebene_1: 'Laufen' },
  },
];
