/** What identifies a control across a swap: its id, else its name (and value, for one of a radio group). */
interface ControlKey {
  id: string;
  name: string;
  value: string;
}

const keyOf = (control: Element): ControlKey => ({
  id: control.id,
  name: control.getAttribute('name') ?? '',
  value: control instanceof HTMLInputElement && control.type == 'radio' ? control.value : '',
});

const focusable = (control: Element | null): control is HTMLElement =>
  control instanceof HTMLElement &&
  !control.matches(':disabled, [type="hidden"], [hidden]') &&
  !(control instanceof HTMLInputElement && control.type == 'hidden');

function sameControl(root: HTMLElement, { id, name, value }: ControlKey): HTMLElement | undefined {
  const byId = id ? root.querySelector(`#${CSS.escape(id)}`) : null;
  if (focusable(byId)) return byId;
  if (!name) return undefined;
  const named = [...root.querySelectorAll(`[name="${CSS.escape(name)}"]`)].filter(focusable);
  return named.find((control) => (control as HTMLInputElement).value == value) ?? named[0];
}

/** The fragment's heading, made focusable from script only; the element itself when it has none. */
function headingOf(root: HTMLElement): HTMLElement {
  const heading = root.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? root;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Puts the new fragment in place of the element's content (the loader's observer mounts the widgets in
 * it and unmounts those in the old one). When focus was inside, it stays on the same control (by id,
 * else by name) or, where that control is gone, moves to the fragment's heading (`tabindex="-1"`), so
 * a keyboard reader is never left on `<body>`.
 */
export function swapFragment(element: HTMLElement, fragment: DocumentFragment): void {
  const active = document.activeElement;
  const key = active && element.contains(active) ? keyOf(active) : undefined;
  element.replaceChildren(fragment);
  if (!key) return;
  (sameControl(element, key) ?? headingOf(element)).focus();
}
