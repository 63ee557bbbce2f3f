import { describe, expectTypeOf, it } from 'vitest';
import { imageSize } from '../../../features/images/image-size.ts';
import type { ImageSlot } from '../../../features/images/slots.ts';

describe('image slot types', () => {
  it('makes a misspelt slot name a type error', () => {
    expectTypeOf<'teaser4er'>().toExtend<ImageSlot>();
    expectTypeOf<'teaser4err'>().not.toExtend<ImageSlot>();
  });

  it('rejects a misspelt literal passed to imageSize at compile time', () => {
    // @ts-expect-error: 'teaser4err' is not a slot
    imageSize('teaser4err', 'desktop');
  });
});
