import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashFor, indexFromHash } from '../../../widgets/gallery/gallery-hash.ts';
import { syncGalleryHistory } from '../../../widgets/gallery/gallery-history.ts';
import { createGalleryStore } from '../../../widgets/gallery/gallery-store.ts';

describe('the image in the address (issue 29)', () => {
  it('#bild-3 is the third image, and back: every index of every gallery round-trips', () => {
    expect(hashFor(2)).toBe('#bild-3');
    expect(hashFor(2, 'alle')).toBe('#alle-bild-3');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.nat(),
        fc.constantFrom('', 'alle', 'test-2'),
        (length, raw, id) => {
          const index = raw % length;
          expect(indexFromHash(hashFor(index, id), length, id)).toBe(index);
        },
      ),
    );
  });

  it.each([
    ['#bild-0', ''],
    ['#bild-25', ''],
    ['#bild-03', ''],
    ['#bild-3x', ''],
    ['#bild-3', 'alle'],
    ['#alle-bild-3', ''],
    ['#kapitel-2', ''],
  ])('%s names no image of a 24-image gallery with id "%s"', (hash, id) => {
    expect(indexFromHash(hash, 24, id)).toBeUndefined();
  });
});

describe('the overlay in the browser history', () => {
  let controller = new AbortController();
  afterEach(() => {
    controller.abort();
    controller = new AbortController();
    vi.restoreAllMocks();
    history.replaceState(null, '', '/');
  });
  /** happy-dom keeps no session history to go back in: the browser's step back, as the page sees it. */
  const browserBack = (to: string) => {
    history.replaceState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  };

  it('opening adds one entry, image changes replace it, a close goes back over it', () => {
    history.replaceState(null, '', '/artikel/');
    const store = createGalleryStore(24);
    syncGalleryHistory({ store, length: 24, galleryId: '', signal: controller.signal });
    const push = vi.spyOn(history, 'pushState');
    const back = vi.spyOn(history, 'back').mockImplementation(() => browserBack('/artikel/'));
    store.getState().openAt(2, document.body);
    expect(location.hash).toBe('#bild-3');
    store.getState().show(3);
    store.getState().show(4);
    expect(location.hash).toBe('#bild-5');
    expect(push).toHaveBeenCalledTimes(1);
    store.getState().close();
    expect(back).toHaveBeenCalledTimes(1);
    expect(location.hash).toBe('');
    expect(store.getState().open).toBe(false);
  });

  it("the browser's back closes it, and nothing goes back a second time", () => {
    history.replaceState(null, '', '/artikel/');
    const store = createGalleryStore(24);
    syncGalleryHistory({ store, length: 24, galleryId: 'alle', signal: controller.signal });
    const back = vi.spyOn(history, 'back');
    store.getState().openAt(0, document.body);
    expect(location.hash).toBe('#alle-bild-1');
    browserBack('/artikel/');
    expect(store.getState()).toMatchObject({ open: false, closedByHistory: true });
    expect(back).not.toHaveBeenCalled();
  });

  it('an overlay opened from an address naming the image takes the hash away on close, adding nothing', () => {
    history.replaceState(null, '', '/artikel/#bild-7');
    const store = createGalleryStore(24);
    syncGalleryHistory({ store, length: 24, galleryId: '', signal: controller.signal });
    const push = vi.spyOn(history, 'pushState');
    const back = vi.spyOn(history, 'back');
    store.getState().openAt(6, document.body);
    store.getState().close();
    expect(location.pathname + location.hash).toBe('/artikel/');
    expect(push).not.toHaveBeenCalled();
    expect(back).not.toHaveBeenCalled();
  });
});
