import type { DemoPage } from '../site.ts';

const hub = (path: string, project: string, brand: string): DemoPage => ({
  path,
  title: `${brand}: Videos`,
  project,
  description: `Video-Hub (${project}): Highlight-Video, Kategorien, Suche, Seiten, Detailansicht mit Merken; alles in der URL.`,
  pageData: { PageType: 'Video-Hub', navigation_ebene_1: 'Videos' },
  fill: { kicker: brand, heading: 'Videos', path },
});

/** Issue 29: the video hub of the three brands with videos (spec 2.1, 2.7). */
export const pages: readonly DemoPage[] = [
  hub('/auto/videos/', 'ams', 'Auto Motor Kiosk'),
  hub('/motorrad/videos/', 'mo', 'Motorrad Kiosk'),
  hub('/camping/videos/', 'pr', 'Camping Kiosk'),
];
