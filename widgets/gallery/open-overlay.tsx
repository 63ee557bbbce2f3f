import { mountReact } from '../../ui/mount-react.tsx';
import type { Unmount } from '../../src/widget-contract.ts';
import { GalleryOverlay } from './gallery-overlay.tsx';
import type { GalleryStore } from './gallery-store.ts';
import type { GalleryImage } from './read-figures.ts';

export interface OpenOverlayOptions {
  store: GalleryStore;
  images: readonly GalleryImage[];
  title: string;
  advertorial: boolean;
  /** spec 3.6 onlyOverlayAds, read when the overlay first opens (the ad stack sets it through page-state). */
  ads(): boolean;
}

/**
 * The overlay's chunk (with the UI runtime), loaded when the reader reaches for the gallery: renders the
 * overlay into its own host beside the figures, which stay as the server sent them.
 */
export function openOverlay(
  host: HTMLElement,
  { store, images, title, advertorial, ads }: OpenOverlayOptions,
): Promise<Unmount> {
  return mountReact(
    host,
    <GalleryOverlay store={store} images={images} title={title} advertorial={advertorial} ads={ads()} />,
  );
}
