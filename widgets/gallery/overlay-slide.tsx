import { memo, type PointerEvent } from 'react';
import { GALLERY_LABELS } from './labels.ts';
import type { Slide } from './overlay-slides.ts';
import type { GalleryImage } from './read-figures.ts';
import { SlideImage } from './slide-image.tsx';

/** Slides this far from the current one have their image and caption; farther ones are empty until reached. */
export const RENDERED_AROUND = 2;

export interface OverlaySlideProps {
  slide: Slide;
  image: GalleryImage | undefined;
  length: number;
  /**
   * How far from the current slide, clamped to one past {@link RENDERED_AROUND}: every far slide gets
   * the same props, so a swipe re-renders the few slides around the reader, not all sixty.
   */
  distance: number;
  /** The slide the track starts at when it is made (CSS `scroll-initial-target`). */
  initial: boolean;
  /** The zoom's transform, and its gestures: the current slide's only. */
  transform?: string;
  gestures?: Record<string, (event: PointerEvent<HTMLElement>) => void>;
}

/** One slide of the overlay's track: an image with its caption and 'Foto: …', or a reserved ad slot. */
export const OverlaySlide = memo(function OverlaySlide({
  slide,
  image,
  length,
  distance,
  initial,
  transform,
  gestures,
}: OverlaySlideProps) {
  const hidden = distance != 0;
  const className = `kiosk-gallery-overlay__slide${initial ? ' kiosk-gallery-overlay__slide--initial' : ''}`;
  const near = Math.abs(distance) <= RENDERED_AROUND;
  if (slide.kind == 'ad')
    return (
      <div className={className} aria-hidden={hidden}>
        <div
          className="kiosk-gallery-overlay__ad"
          id={`kiosk-gallery-ad-${slide.after + 1}`}
          data-kiosk-ad-slot="gallery"
        >
          <span className="kiosk-gallery-overlay__ad-label">{GALLERY_LABELS.adSlot}</span>
        </div>
      </div>
    );
  if (!image) return null;
  return (
    <figure
      className={className}
      role="group"
      aria-roledescription="Bild"
      aria-label={GALLERY_LABELS.slide(slide.index + 1, length)}
      aria-hidden={hidden}
    >
      {near && (
        <div
          className={`kiosk-gallery-overlay__frame${transform ? ' kiosk-gallery-overlay__frame--zoomed' : ''}`}
          {...gestures}
        >
          <SlideImage image={image} eager={Math.abs(distance) <= 1} transform={transform} />
        </div>
      )}
      {near && (image.caption || image.credit) && (
        <figcaption className="kiosk-gallery-overlay__caption">
          {image.caption}
          {image.credit && (
            <span className="kiosk-gallery-overlay__credit">{GALLERY_LABELS.credit(image.credit)}</span>
          )}
        </figcaption>
      )}
    </figure>
  );
});
