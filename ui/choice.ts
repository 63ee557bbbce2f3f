import './choice.css';

/**
 * The class of a `<label>` around a checkbox or radio button and its text: a tap-size row, the
 * control a little larger than the browser's and in the brand colour.
 */
export const choice = 'kiosk-choice';
