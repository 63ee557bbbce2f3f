import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { iconButton } from '../../ui/icon-button.tsx';
import { useFrameSteps } from '../../ui/use-frame-steps.ts';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import type { GalleryStore } from './gallery-store.ts';
import { GALLERY_LABELS } from './labels.ts';
import { imageOfSlide, overlaySlides, slideOfImage } from './overlay-slides.ts';
import type { GalleryImage } from './read-figures.ts';
import { OverlaySlide, RENDERED_AROUND } from './overlay-slide.tsx';
import { ThumbnailStrip } from './thumbnail-strip.tsx';
import { useZoom } from './use-zoom.ts';
import './gallery-overlay.css';

export interface GalleryOverlayProps {
  store: GalleryStore;
  images: readonly GalleryImage[];
  title: string;
  /** spec 3.7 isAdvertorial: 'Anzeige' in the overlay. */
  advertorial: boolean;
  /** spec 3.6 onlyOverlayAds: a reserved ad slot after every 5th image. */
  ads: boolean;
}

/** The stages of {@link useFrameSteps} as the overlay opens. */
const TRACK_STEP = 1;
const NEAR_STEP = 2;
const FIRST_THUMBNAILS_STEP = 3;
/** Thumbnails added per stage. */
const THUMBNAIL_BATCH = 15;

/** Far slides all look alike to {@link OverlaySlide}, so a swipe re-renders only the near ones. */
const FAR = RENDERED_AROUND + 1;
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
/**
 * Where the browser starts a new scroller at a marked slide by itself (CSS `scroll-initial-target`), the
 * opening needs no scroll of its own: reading the track's width to scroll it forced a layout of the
 * whole overlay into the task that opens it (issue 29's bench: a long task at 4× CPU).
 */
const startsAtTarget = () => globalThis.CSS?.supports?.('scroll-initial-target', 'nearest') ?? false;

/**
 * issue 29: the full-screen overlay on the ui dialog (its turn in the overlay layer, Escape, focus back
 * to the opening image). A track of slides with CSS scroll snapping carries the swipe natively;
 * previous/next, the arrow keys and the thumbnails move it; the current image and its neighbours load,
 * the others wait. Each settled slide tells the store, which puts it in the address and the events.
 */
export function GalleryOverlay({ store, images, title, advertorial, ads }: GalleryOverlayProps) {
  const open = useStore(store, (state) => state.open);
  const index = useStore(store, (state) => state.index);
  const opener = useStore(store, (state) => state.opener);
  const close = useStore(store, (state) => state.close);
  const show = useStore(store, (state) => state.show);
  const { dialogProps, rememberOpener } = useModalDialog(open, close, {
    overlayId: 'gallery',
    // The first of the opening's stages below.
    showInOwnTask: true,
  });
  const slides = useMemo(() => overlaySlides(images.length, ads), [images.length, ads]);
  const [position, setPosition] = useState(() => slideOfImage(slides, index));
  const track = useRef<HTMLDivElement>(null);
  const { zoom, zoomed, toggle, handlers } = useZoom(position);
  const current = imageOfSlide(slides, position);
  const currentSlide = slides[position];

  useEffect(() => {
    if (opener) rememberOpener(opener);
  }, [opener, rememberOpener]);

  // The slide a step scrolls the track to, until the track gets there or the reader takes the track.
  const heading = useRef<number | undefined>(undefined);

  /** Moves to a slide: the reader's step (button, key, thumbnail). */
  const go = useCallback(
    (target: number, behavior: ScrollBehavior = reducedMotion() ? 'instant' : 'smooth') => {
      const next = Math.min(Math.max(target, 0), slides.length - 1);
      setPosition(next);
      show(imageOfSlide(slides, next));
      const element = track.current;
      heading.current = next;
      element?.scrollTo({ left: next * element.clientWidth, behavior });
    },
    [slides, show],
  );

  // Opened (or opened again): straight to the image it was opened on, without a slide across.
  const [shown, setShown] = useState(false);
  if (shown != open) {
    setShown(open);
    if (open) setPosition(slideOfImage(slides, index));
  }
  // The overlay opens in stages, a frame each: the dialog (`showModal()` restyles the whole page behind
  // it, which becomes inert), then the slides' boxes in the track, then the images and captions near
  // the reader, then the thumbnails a batch at a time. All at once, they were long tasks of 50–100 ms
  // at 4× CPU (issue 29's bench: a 60-image gallery opens with none over 50 ms).
  const step = useFrameSteps(open, FIRST_THUMBNAILS_STEP + Math.ceil(images.length / THUMBNAIL_BATCH) - 1);
  const hasTrack = step >= TRACK_STEP;
  const hasNear = step >= NEAR_STEP;
  const thumbnails = Math.min(Math.max(step - FIRST_THUMBNAILS_STEP + 1, 0) * THUMBNAIL_BATCH, images.length);
  useEffect(() => {
    const element = track.current;
    heading.current = undefined;
    if (open && element && !startsAtTarget())
      element.scrollTo({ left: position * element.clientWidth, behavior: 'instant' });
    // Only when the track arrives: later moves scroll it themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, hasTrack]);

  // A swipe (or a trackpad's scroll) settles on a slide: that slide is the current one.
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      const settled = Math.round(element.scrollLeft / Math.max(element.clientWidth, 1));
      // A step's own scroll has already shown its slide. A settle elsewhere while it runs is the end of
      // an earlier step's scroll (a thumbnail picked while the last 'Nächstes Bild' still slid): showing
      // it reported an image the reader never asked for, and the target again after it (issue 29: one
      // 'klick' per change the reader makes).
      if (heading.current !== undefined) {
        if (settled == heading.current) heading.current = undefined;
        return;
      }
      setPosition(settled);
      show(imageOfSlide(slides, settled));
    };
    // The reader's own swipe, wheel or trackpad takes the track: where it settles is theirs.
    const take = () => (heading.current = undefined);
    const options = { passive: true };
    for (const type of ['pointerdown', 'touchstart', 'wheel']) element.addEventListener(type, take, options);
    const untake = () => {
      for (const type of ['pointerdown', 'touchstart', 'wheel']) element.removeEventListener(type, take);
    };
    // `scrollend` where the browser has it; a pause in scrolling where not (one or the other, so a
    // swipe settles once).
    if ('onscrollend' in window) {
      // The browser fires `scrollend` inside a frame, whose layout and paint follow in the same task:
      // the new slide's render goes into a task of its own, so the two are not one long task (issue
      // 29's bench: a swipe at 4× CPU).
      const settleSoon = () => {
        clearTimeout(timer);
        timer = setTimeout(settle, 0);
      };
      element.addEventListener('scrollend', settleSoon);
      return () => {
        untake();
        clearTimeout(timer);
        element.removeEventListener('scrollend', settleSoon);
      };
    }
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, 150);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      untake();
      clearTimeout(timer);
      element.removeEventListener('scroll', onScroll);
    };
  }, [slides, show, hasTrack]);

  const pick = useCallback((image: number) => go(slideOfImage(slides, image)), [go, slides]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step !== undefined) go(position + step);
    else if (event.key == 'Home') go(0);
    else if (event.key == 'End') go(slides.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <dialog {...dialogProps} className="kiosk-gallery-overlay" aria-label={title} onKeyDown={onKeyDown}>
      <div className="kiosk-gallery-overlay__bar">
        <p className="kiosk-gallery-overlay__count" aria-live="polite">
          {GALLERY_LABELS.count(current + 1, images.length)}
        </p>
        {advertorial && <span className="kiosk-gallery-overlay__ad-label">{GALLERY_LABELS.advertorial}</span>}
        <button
          type="button"
          className={`${iconButton} kiosk-gallery-overlay__zoom`}
          aria-pressed={zoomed}
          aria-label={GALLERY_LABELS.zoomIn}
          // Not `disabled`: on an ad slot the button would drop the focus to the page.
          aria-disabled={currentSlide?.kind != 'image'}
          onClick={() => currentSlide?.kind == 'image' && toggle()}
        >
          <span aria-hidden="true">{zoomed ? '−' : '+'}</span>
        </button>
        <button
          type="button"
          className={`${iconButton} kiosk-gallery-overlay__close`}
          aria-label={GALLERY_LABELS.close}
          onClick={() => close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {hasTrack ? (
        // Keyed apart from the stand-in: a new element, so the browser starts it at the current slide.
        <div
          key="track"
          ref={track}
          className={`kiosk-gallery-overlay__track${zoomed ? ' kiosk-gallery-overlay__track--zoomed' : ''}`}
          aria-roledescription="Karussell"
          aria-label={title}
          role="region"
          // A scrolling region a keyboard can reach (axe: scrollable-region-focusable); the arrows move it.
          tabIndex={0}
        >
          {slides.map((slide, place) => {
            const distance = hasNear ? Math.min(Math.max(place - position, -FAR), FAR) : FAR;
            const current = distance == 0;
            return (
              <OverlaySlide
                key={slide.kind == 'ad' ? `ad-${slide.after}` : slide.index}
                slide={slide}
                image={slide.kind == 'image' ? images[slide.index] : undefined}
                length={images.length}
                distance={distance}
                initial={place == position}
                transform={
                  current && zoomed ? `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` : undefined
                }
                gestures={current ? handlers : undefined}
              />
            );
          })}
        </div>
      ) : (
        <div key="stand-in" className="kiosk-gallery-overlay__track" />
      )}
      <button
        type="button"
        className={`${iconButton} kiosk-gallery-overlay__step kiosk-gallery-overlay__step--previous`}
        aria-label={GALLERY_LABELS.previous}
        aria-disabled={position == 0}
        onClick={() => go(position - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={`${iconButton} kiosk-gallery-overlay__step kiosk-gallery-overlay__step--next`}
        aria-label={GALLERY_LABELS.next}
        aria-disabled={position == slides.length - 1}
        onClick={() => go(position + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
      <ThumbnailStrip images={images} current={current} count={thumbnails} onPick={pick} />
    </dialog>
  );
}
