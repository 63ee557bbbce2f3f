import { logError } from '../../src/log.ts';
import { IMAGE_SLOTS, isImageSlot, type Device, type ImageCommand, type ImageSlot } from './slots.ts';

/** The size to ask the image server for; no `height` means the height follows the image. */
export interface ImageSize {
  width: number;
  height?: number;
  command: ImageCommand;
  fillColor?: string;
}

/** spec 9.2. The cap of 768 px the spec mentions never applies to this width, so there is none. */
const MOBILE_BASE_WIDTH = 430;

/**
 * A literal must be a slot name, so a typo is a type error; a plain `string` (CMS data) is checked at
 * run time instead.
 */
type SlotName<S extends string> = S extends ImageSlot ? S : string extends S ? S : ImageSlot;

/**
 * The image size for a slot on a device (spec 9.2). Mobile ratios are taken of the 430 px base width:
 * width = ceil(430 × widthRatio), height = ceil(width × heightRatio), or the width again when
 * `widthIsSameWithHeight`.
 *
 * @remarks
 * An unknown slot logs 'Image dimensions not found {slot}' once (spec 8) and gives `undefined`.
 */
export function imageSize<S extends string>(slot: SlotName<S>, device: Device): ImageSize | undefined {
  if (!isImageSlot(slot)) {
    logError('images', 'Image dimensions not found ' + slot);
    return undefined;
  }
  const setting = IMAGE_SLOTS[device][slot];
  const size: ImageSize = { width: 0, command: setting.command ?? 'C' };
  if ('widthRatio' in setting) {
    size.width = Math.ceil(MOBILE_BASE_WIDTH * setting.widthRatio);
    size.height = setting.widthIsSameWithHeight ? size.width : Math.ceil(size.width * setting.heightRatio);
  } else {
    size.width = setting.width;
    if (setting.height !== undefined) size.height = setting.height;
  }
  if (setting.fillColor !== undefined) size.fillColor = setting.fillColor;
  return size;
}
