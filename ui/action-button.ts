import './action-button.css';

/**
 * The class of a button or link that does the widget's main thing ('In den Warenkorb', 'Preise
 * vergleichen'): filled in the brand colour, a tap-size target. `actionButtonSecondary` is the outlined
 * one beside it, `actionButtonMinor` the small outlined one a list row repeats ('Entfernen'). A widget
 * adds its own class for where it sits and, with both classes in its selector, for what differs
 * (ui/base.css: bundle order is not guaranteed). Strings rather than a component or an object, so the
 * element keeps its own type, ref and props and the bundler inlines them instead of making a chunk;
 * importing them brings the CSS.
 */
export const actionButton = 'kiosk-action-button';
export const actionButtonSecondary = 'kiosk-action-button kiosk-action-button--secondary';
export const actionButtonMinor =
  'kiosk-action-button kiosk-action-button--secondary kiosk-action-button--minor';
