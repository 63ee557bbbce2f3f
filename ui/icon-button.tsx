import './icon-button.css';

/**
 * The class of a square button that shows only an icon or a glyph (a bell, '×'): a tap-size target,
 * no frame, the surrounding text colour. Its name goes in `aria-label`. A class rather than a
 * component, so the button keeps its own ref and popover anchor props; importing it brings the CSS.
 */
export const iconButton = 'kiosk-icon-button';
