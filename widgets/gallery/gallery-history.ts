import { hashFor, indexFromHash } from './gallery-hash.ts';
import type { GalleryStore } from './gallery-store.ts';

export interface GalleryHistoryOptions {
  store: GalleryStore;
  length: number;
  galleryId: string;
  signal: AbortSignal;
}

const withoutHash = () => `${location.pathname}${location.search}`;

/**
 * issue 29: the open overlay's image is in the address (`#bild-3`). Opening adds one history entry,
 * each image change replaces it (so back does not step through the images), and back closes the
 * overlay. A reader's close (Escape, 'Schließen') goes back over the entry it added; an overlay opened
 * from an address that already named the image takes the hash away instead.
 */
export function syncGalleryHistory({ store, length, galleryId, signal }: GalleryHistoryOptions) {
  let pushed = false;
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.open && !previous.open) {
      const hash = hashFor(state.index, galleryId);
      if (location.hash == hash) return;
      history.pushState(history.state, '', hash);
      pushed = true;
    } else if (state.open && state.index != previous.index) {
      history.replaceState(history.state, '', hashFor(state.index, galleryId));
    } else if (!state.open && previous.open && !state.closedByHistory) {
      if (pushed) history.back();
      else history.replaceState(history.state, '', withoutHash());
      pushed = false;
    } else if (!state.open) pushed = false;
  });
  addEventListener(
    'popstate',
    () => {
      if (store.getState().open && indexFromHash(location.hash, length, galleryId) === undefined)
        store.getState().close({ byHistory: true });
    },
    { signal },
  );
  signal.addEventListener('abort', unsubscribe);
}

/** The image the page's address names for this gallery on arrival, if any. */
export const imageInAddress = (length: number, galleryId: string) =>
  indexFromHash(location.hash, length, galleryId);
