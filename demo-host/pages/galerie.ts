import type { DemoPage } from '../site.ts';

/**
 * Issue 29: an article with two galleries, on two brands: 24 images in sticky mode (the first, so its
 * images are `#bild-3`) and 60 images (`#alle-bild-3`); the images come from the demo's gallery
 * backend (`/api/gallery/bild/{project}/{n}.png`).
 */
const page = (project: string, path: string, heading: string): DemoPage => ({
  path,
  title: heading,
  project,
  description:
    'Artikel mit zwei Bildergalerien (24 Bilder im Sticky-Modus, 60 Bilder): Vollbild mit Wischen, Zoom, Vorschaubildern und #bild-3.',
  pageData: { PageType: 'Artikel', CID: `${project}-galerie`, navigation_ebene_1: 'Tests' },
  fill: {
    project,
    kicker: 'Test · Bildergalerie',
    heading,
    lead: 'Alle Bilder vom Test: tippen Sie auf ein Bild, um es groß zu sehen.',
  },
});

export const pages: readonly DemoPage[] = [
  page('ams', '/auto/galerie/', 'Der neue Kombi im Test: alle Bilder'),
  page('mo', '/motorrad/galerie/', 'Die neue Reiseenduro im Test: alle Bilder'),
];
