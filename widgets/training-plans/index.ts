import { defineWidget } from '../../src/kit/define-widget.ts';
import { meta } from './meta.ts';

/** `data-widget="training-plans"`: a plain-DOM widget, no UI runtime. */
export const mount = defineWidget(meta, ({ element, props }) => {
  const text = document.createElement('p');
  text.className = 'kiosk-training-plans';
  text.textContent = props.title ?? 'Neues Widget training-plans';
  element.replaceChildren(text);
  return () => text.remove();
});
