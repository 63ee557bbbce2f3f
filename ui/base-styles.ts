import './base.css';

/**
 * Marks `element` as Kiosk's (`.kiosk-root`, under which every Kiosk rule applies) and brings ui/base.css
 * with the tokens, as its own chunk (`shared/styles-<hash>.js`): the React binding and the plain-DOM
 * widgets (issue 22) both call it, so a page gets the base styles once, with or without the UI runtime.
 * Importing the CSS file itself would copy it into every importing chunk.
 */
export function kioskRoot<E extends Element>(element: E): E {
  element.classList.add('kiosk-root');
  return element;
}
