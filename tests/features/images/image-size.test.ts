import { beforeEach, describe, expect, it, vi } from 'vitest';
import { imageSize } from '../../../features/images/image-size.ts';
import { resetLogMemory } from '../../../src/log.ts';

describe('imageSize', () => {
  beforeEach(() => {
    resetLogMemory();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('gives the desktop size, with command C by default', () => {
    expect(imageSize('teaser4er', 'desktop')).toEqual({ width: 262, height: 148, command: 'C' });
    expect(imageSize('highlight-video', 'desktop')).toEqual({ width: 1100, height: 619, command: 'C' });
  });

  it('leaves the height out where it is auto', () => {
    expect(imageSize('teaser.imageBanner', 'desktop')).toEqual({ width: 1100, command: 'R' });
    expect(imageSize('landingpage.backgroundImage', 'desktop')).toEqual({ width: 1920, command: 'R' });
  });

  it('computes mobile sizes from the 430 px base width, rounding up (spec 9.2)', () => {
    // ceil(430 × 1) = 430, ceil(430 × 0.5625) = ceil(241.875) = 242
    expect(imageSize('teaser4er', 'mobile')).toEqual({ width: 430, height: 242, command: 'C' });
    // ceil(430 × 0.5) = 215, ceil(215 × 1.3) = ceil(279.5) = 280
    expect(imageSize('magazine.item', 'mobile')).toEqual({ width: 215, height: 280, command: 'C' });
  });

  it('makes the height equal the width when widthIsSameWithHeight', () => {
    // ceil(430 × 0.25) = ceil(107.5) = 108
    expect(imageSize('list.favorites', 'mobile')).toEqual({ width: 108, height: 108, command: 'C' });
  });

  it('never caps the mobile width at 768', () => {
    for (const slot of ['teaser.imageBanner', 'highlight-video', 'teaser4er'] as const)
      expect(imageSize(slot, 'mobile')?.width).toBe(430);
  });

  it('logs an unknown slot from CMS data once, in the spec’s words, and gives undefined', () => {
    const fromCms: string = 'teaser5er';
    expect(imageSize(fromCms, 'desktop')).toBeUndefined();
    expect(imageSize(fromCms, 'mobile')).toBeUndefined();
    expect(imageSize('toString' as string, 'desktop')).toBeUndefined();
    expect(console.error).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalledWith('[kiosk:images] Image dimensions not found teaser5er');
  });
});
