import { describe, expect, it } from 'vitest';
import { IMAGE_SLOTS, isImageSlot } from '../../../features/images/slots.ts';

describe('image slots', () => {
  it('holds the desktop sizes spec 9.2 lists', () => {
    expect(IMAGE_SLOTS.desktop).toMatchObject({
      'teaser.imageBanner': { width: 1100, command: 'R' },
      'highlight-video': { width: 1100, height: 619 },
      teaser4er: { width: 262, height: 148 },
      'magazine.item': { width: 206, height: 268 },
      'list.favorites': { width: 254, height: 143 },
      'landingpage.backgroundImage': { width: 1920, command: 'R' },
    });
    expect(IMAGE_SLOTS.desktop['teaser.imageBanner']).not.toHaveProperty('height');
    expect(IMAGE_SLOTS.desktop['landingpage.backgroundImage']).not.toHaveProperty('height');
  });

  it('has a mobile setting for every desktop slot', () => {
    expect(Object.keys(IMAGE_SLOTS.mobile).sort()).toEqual(Object.keys(IMAGE_SLOTS.desktop).sort());
  });

  it('recognises slot names, and only the table’s own', () => {
    expect(isImageSlot('teaser4er')).toBe(true);
    expect(isImageSlot('teaser4err')).toBe(false);
    expect(isImageSlot('toString')).toBe(false);
    expect(isImageSlot('__proto__')).toBe(false);
  });
});
