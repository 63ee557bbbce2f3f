/**
 * The class of a frameless button of a word and maybe an icon or a track beside it (the header's
 * 'Merkliste', a switch): a tap-size target in the surrounding text colour. A widget adds its own
 * class for where it sits, with both classes in the selector for what differs (ui/base.css). A string,
 * like `iconButton`, so the bundler inlines it instead of making a chunk. Its CSS is part of the base
 * styles (ui/base.css): the header's switch and 'Merkliste' put it on every page.
 */
export const textButton = 'kiosk-text-button';
