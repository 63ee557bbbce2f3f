import { HEADER_OFFSET } from '../../src/page/anchor-navigation.ts';
import type { ElementHelper } from '../../src/kit/element-helper.ts';
import { GALLERY_LABELS } from './labels.ts';
import type { GalleryImage } from './read-figures.ts';
import type { GalleryStore } from './gallery-store.ts';

/**
 * issue 29: sticky mode from 1024 px (spec 9.1's breakpoint); phones and readers who asked for reduced
 * motion get the plain gallery.
 */
export const STICKY_MEDIA = '(min-width: 1024px) and (prefers-reduced-motion: no-preference)';

/**
 * The image whose caption the reader has reached: the last caption whose top has passed `line` (the
 * middle of the window), the first image before any has.
 */
export function stickyIndex(tops: readonly number[], line: number): number {
  let index = 0;
  for (const [place, top] of tops.entries()) if (top <= line) index = place;
  return index;
}

export interface StickyMode {
  /** The stage's button: it stands for every image while the figures' own openers are hidden. */
  opener: HTMLElement;
  /** Back to the plain gallery. */
  stop(): void;
}

export interface StickyModeOptions {
  element: HTMLElement;
  images: readonly GalleryImage[];
  store: GalleryStore;
  h: ElementHelper;
  advertorial: boolean;
  /** The reader activated the stage: open the overlay on the image it shows. */
  open(index: number, opener: HTMLElement): void;
}

/**
 * Sticky mode: the current image sticks under the page's header (spec 2.5: 96 px, 59 px while the
 * header is collapsed) while the captions scroll beside it, and a caption reaching the middle of the
 * window switches the image. Reads the captions' positions once per frame while the page scrolls (reads
 * only, then one write), so scrolling stays smooth. Returns the stage's button (which stands for every
 * image while the figures' own openers are hidden) and how to go back to the plain gallery.
 */
export function startStickyMode({
  element,
  images,
  store,
  h,
  advertorial,
  open,
}: StickyModeOptions): StickyMode | undefined {
  const first = images[0];
  if (!first) return undefined;
  const picture = h('img', {
    class: 'kiosk-gallery__stage-image',
    src: first.src,
    alt: first.alt,
    width: first.width,
    height: first.height,
  });
  const count = h('span', { class: 'kiosk-gallery__count' });
  const button = h(
    'button',
    {
      type: 'button',
      class: 'kiosk-gallery__stage-open',
      'aria-haspopup': 'dialog',
      on: { click: () => open(store.getState().index, button) },
    },
    picture,
  );
  const stage = h(
    'div',
    { class: 'kiosk-gallery__stage' },
    button,
    h(
      'p',
      { class: 'kiosk-gallery__stage-bar' },
      count,
      advertorial && h('span', { class: 'kiosk-gallery__ad-label' }, GALLERY_LABELS.advertorial),
    ),
  );
  // Through the CSSOM, which a strict CSP allows: one source for the offsets (src/page/anchor-navigation.ts).
  element.style.setProperty('--kiosk-gallery-top', `${HEADER_OFFSET.expanded}px`);
  element.style.setProperty('--kiosk-gallery-top-collapsed', `${HEADER_OFFSET.collapsed}px`);
  stage.style.gridRow = `1 / span ${images.length}`;
  element.classList.add('kiosk-gallery--sticky');
  element.prepend(stage);

  const show = (index: number) => {
    const image = images[index] ?? first;
    if (image.srcset) picture.srcset = image.srcset;
    else picture.removeAttribute('srcset');
    picture.src = image.src;
    picture.alt = image.alt;
    picture.width = image.width;
    picture.height = image.height;
    count.textContent = GALLERY_LABELS.count(index + 1, images.length);
    button.setAttribute('aria-label', GALLERY_LABELS.open(index + 1, images.length));
    for (const [place, { figure }] of images.entries())
      figure.classList.toggle('kiosk-gallery__figure--current', place == index);
  };
  show(store.getState().index);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.index != previous.index) show(state.index);
  });

  let frame = 0;
  const measure = () => {
    frame = 0;
    const tops = images.map(({ figure }) => figure.getBoundingClientRect().top);
    store.getState().show(stickyIndex(tops, innerHeight / 2));
  };
  const onScroll = () => {
    if (!frame && !store.getState().open) frame = requestAnimationFrame(measure);
  };
  addEventListener('scroll', onScroll, { passive: true });
  measure();

  const stop = () => {
    cancelAnimationFrame(frame);
    removeEventListener('scroll', onScroll);
    unsubscribe();
    stage.remove();
    element.classList.remove('kiosk-gallery--sticky');
    for (const { figure } of images) figure.classList.remove('kiosk-gallery__figure--current');
  };
  return { opener: button, stop };
}
