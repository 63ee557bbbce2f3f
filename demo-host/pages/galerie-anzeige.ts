import type { DemoPage } from '../site.ts';

/**
 * Issue 29: an advertorial gallery (spec 2.7, 3.7 isAdvertorial: 'Anzeige' on every image and in the
 * overlay) whose page asks for ads in the overlay only (spec 3.6 onlyOverlayAds: a reserved slot after
 * every 5th image).
 */
export const pages: readonly DemoPage[] = [
  {
    path: '/camping/galerie-anzeige/',
    title: 'Unterwegs mit dem Familien-Camper (Anzeige)',
    project: 'pr',
    description:
      "Advertorial-Galerie (pr): 'Anzeige' auf jedem Bild und im Vollbild, Werbeplätze nur im Vollbild nach jedem 5. Bild.",
    pageData: { PageType: 'Advertorial', CID: 'pr-anzeige-camper', isAdvertorial: true },
  },
];
