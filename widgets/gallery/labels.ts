/** The gallery's German text (issue 29). */
export const GALLERY_LABELS = {
  /** The overlay's name when the mount point gives no title. */
  title: 'Bildergalerie',
  /** spec 3.7 isAdvertorial: on every image and in the overlay. */
  advertorial: 'Anzeige',
  /** '3 / 24' */
  count: (position: number, length: number) => `${position} / ${length}`,
  credit: (name: string) => `Foto: ${name}`,
  open: (position: number, length: number) => `Bild ${position} von ${length} groß anzeigen`,
  thumbnail: (position: number, length: number) => `Bild ${position} von ${length}`,
  thumbnails: 'Alle Bilder',
  slide: (position: number, length: number) => `${position} von ${length}`,
  previous: 'Vorheriges Bild',
  next: 'Nächstes Bild',
  close: 'Schließen',
  zoomIn: 'Bild vergrößern',
  zoomOut: 'Bild verkleinern',
  /** A reserved ad slot between the images (onlyOverlayAds). */
  adSlot: 'Anzeige',
  imageFailed: 'Das Bild kann gerade nicht geladen werden.',
  retry: 'Erneut versuchen',
} as const;
