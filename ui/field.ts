import './field.css';

/**
 * The class of a select or text input: a tap-size box with the native control inside (`appearance:
 * auto`, so a select keeps its arrow). A widget adds its own class for width and place.
 */
export const field = 'kiosk-field';
