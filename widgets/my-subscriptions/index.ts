import { defineWidget } from '../../src/kit/define-widget.ts';
import { meta } from './meta.ts';

/** `data-widget="my-subscriptions"`: a plain-DOM widget, no UI runtime. */
export const mount = defineWidget(meta, ({ element, props }) => {
  const text = document.createElement('p');
  text.className = 'kiosk-my-subscriptions';
  text.textContent = props.title ?? 'Neues Widget my-subscriptions';
  element.replaceChildren(text);
  return () => text.remove();
});
