import type { WidgetScope } from './widget-scope.ts';

/**
 * issue 22: the control of a widget's resting markup, the markup a CMS pastes into the mount point
 * (`meta.example`) so that it shows from the first byte. A mount point without it (an older template, an
 * empty `<div>`) gets the same markup here, from the same constant, and its own content back on unmount;
 * `markup` imports that constant only then, so a page whose CMS pasted it does not download it.
 * The resting control is `disabled` until its widget can act on it (a click before then would be lost
 * without a word); this enables it. Where the markup is there, the caller goes on in the same task.
 * Hint: `markup` gives the widget's own constant, never server text.
 */
export async function restingControl<E extends HTMLElement = HTMLElement>(
  element: HTMLElement,
  selector: string,
  markup: () => Promise<string>,
  scope: WidgetScope,
): Promise<E> {
  let control = element.querySelector<E>(selector);
  if (!control) {
    const template = document.createElement('template');
    template.innerHTML = await markup();
    const own = [...element.childNodes];
    element.replaceChildren(template.content);
    scope.add(() => element.replaceChildren(...own));
    control = element.querySelector<E>(selector);
  }
  if (!control) throw new Error(`the resting markup has no ${selector}`);
  control.removeAttribute('disabled');
  return control;
}
