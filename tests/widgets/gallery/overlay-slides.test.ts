import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageOfSlide, overlaySlides, slideOfImage } from '../../../widgets/gallery/overlay-slides.ts';

describe('overlay slides (spec 3.6 onlyOverlayAds)', () => {
  it('an ad slot after every 5th image, never after the last', () => {
    expect(overlaySlides(12, true).map((slide) => (slide.kind == 'ad' ? 'ad' : slide.index + 1))).toEqual([
      1,
      2,
      3,
      4,
      5,
      'ad',
      6,
      7,
      8,
      9,
      10,
      'ad',
      11,
      12,
    ]);
    expect(overlaySlides(10, true).filter((slide) => slide.kind == 'ad')).toHaveLength(1);
    expect(overlaySlides(12, false).every((slide) => slide.kind == 'image')).toBe(true);
  });

  it('every image has its slide, and the slide stands for it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.boolean(), fc.nat(), (length, ads, raw) => {
        const slides = overlaySlides(length, ads);
        const index = raw % length;
        expect(imageOfSlide(slides, slideOfImage(slides, index))).toBe(index);
      }),
    );
  });
});
