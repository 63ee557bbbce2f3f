/**
 * The image slot table (spec 3.9, 9.2): for every named place an image appears, the size to request
 * on desktop and on mobile. Slot names are a type, so a misspelt name in code or in this table is a
 * compile error.
 */
export type Device = 'desktop' | 'mobile';

/** spec 9.2: the image server's command, R, F or C; C when a setting names none. */
export type ImageCommand = 'R' | 'F' | 'C';

interface ServerOptions {
  command?: ImageCommand;
  /** Handed to the image server as written, e.g. '#ffffff'. */
  fillColor?: string;
}

/** A size in pixels; without `height` the height follows the image ("auto"). */
export interface FixedSize extends ServerOptions {
  width: number;
  height?: number;
}

/** A size relative to the mobile base width (spec 9.2); `widthIsSameWithHeight` makes it square. */
export interface RatioSize extends ServerOptions {
  widthRatio: number;
  heightRatio: number;
  widthIsSameWithHeight?: boolean;
}

export type SlotSetting = FixedSize | RatioSize;

/**
 * Desktop sizes. This table defines the slot names.
 *
 * Add slots here: spec 9.2 has about 80 desktop slots, of which it lists only the six below. Write
 * one line per slot, then give it a mobile row in `MOBILE_SLOTS`; the compiler asks for it.
 */
const DESKTOP_SLOTS = {
  'teaser.imageBanner': { width: 1100, command: 'R' },
  'highlight-video': { width: 1100, height: 619 },
  teaser4er: { width: 262, height: 148 },
  'magazine.item': { width: 206, height: 268 },
  'list.favorites': { width: 254, height: 143 },
  'landingpage.backgroundImage': { width: 1920, command: 'R' },
} satisfies Record<string, FixedSize>;

export type ImageSlot = keyof typeof DESKTOP_SLOTS;

/**
 * Mobile sizes, as ratios of the 430 px base width (spec 9.2). The spec gives no mobile rows; these
 * keep each desktop aspect ratio at full width, except where a column layout is the likely design.
 */
const MOBILE_SLOTS: Record<ImageSlot, SlotSetting> = {
  'teaser.imageBanner': { widthRatio: 1, heightRatio: 0.5625, command: 'R' },
  'highlight-video': { widthRatio: 1, heightRatio: 0.5625 },
  teaser4er: { widthRatio: 1, heightRatio: 0.5625 },
  // Two covers side by side, at the desktop cover's 206 × 268.
  'magazine.item': { widthRatio: 0.5, heightRatio: 1.3 },
  // A small square thumbnail beside the title.
  'list.favorites': { widthRatio: 0.25, heightRatio: 1, widthIsSameWithHeight: true },
  'landingpage.backgroundImage': { widthRatio: 1, heightRatio: 1.5, command: 'R' },
};

export const IMAGE_SLOTS: Readonly<Record<Device, Readonly<Record<ImageSlot, SlotSetting>>>> = {
  desktop: DESKTOP_SLOTS,
  mobile: MOBILE_SLOTS,
};

/** Whether a name from outside the code (CMS data) is a slot. Own keys only, so 'toString' is not. */
export function isImageSlot(name: string): name is ImageSlot {
  return Object.hasOwn(DESKTOP_SLOTS, name);
}
