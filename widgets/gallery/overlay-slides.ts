/** One slide of the overlay's track: an image (by its index) or a reserved ad slot. */
export type Slide = { kind: 'image'; index: number } | { kind: 'ad'; after: number };

/** spec 3.6 onlyOverlayAds: a reserved ad slot after every 5th image, in the overlay only. */
export const IMAGES_PER_AD = 5;

/** The overlay's slides: the images, with an ad slot after every fifth where `ads` (never after the last). */
export function overlaySlides(length: number, ads: boolean): Slide[] {
  const slides: Slide[] = [];
  for (let index = 0; index < length; index++) {
    slides.push({ kind: 'image', index });
    if (ads && (index + 1) % IMAGES_PER_AD == 0 && index + 1 < length)
      slides.push({ kind: 'ad', after: index });
  }
  return slides;
}

/** The slide that shows image `index`. */
export const slideOfImage = (slides: readonly Slide[], index: number) =>
  Math.max(
    0,
    slides.findIndex((slide) => slide.kind == 'image' && slide.index == index),
  );

/** The image a slide stands for: itself, or for an ad slot the image before it. */
export const imageOfSlide = (slides: readonly Slide[], position: number): number => {
  const slide = slides[Math.min(Math.max(position, 0), slides.length - 1)];
  return slide ? (slide.kind == 'image' ? slide.index : slide.after) : 0;
};
