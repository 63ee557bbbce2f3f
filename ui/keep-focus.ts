/** What a keyboard reader can land on; a disabled control cannot hold focus. */
const FOCUSABLE =
  'a[href], button:not(:disabled), select:not(:disabled), input:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** One watch per control: a second action on the same control replaces the first watch. */
const watches = new WeakMap<HTMLElement, () => void>();

export interface KeepFocusOptions {
  /**
   * Where focus goes when no neighbouring row can take it, in order: the first that is on the page
   * wins (the list's heading, the voucher field). After them comes the dialog's title.
   */
  fallbacks?: () => readonly (HTMLElement | null | undefined)[];
}

function focusables(row: Element): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** The element that names a dialog (its `aria-labelledby`, else its first heading). */
function dialogTitle(dialog: Element | null): HTMLElement | null {
  if (!dialog) return null;
  const labelledBy = dialog.getAttribute('aria-labelledby');
  return (
    (labelledBy ? dialog.ownerDocument.getElementById(labelledBy) : null) ??
    dialog.querySelector<HTMLElement>('h1, h2, h3, h4')
  );
}

/** Focuses an element a script may focus but Tab skips (a heading), without adding it to the Tab order. */
function focusOn(element: HTMLElement) {
  if (!element.matches(FOCUSABLE) && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}

/** Focuses the first of `candidates` on the page, else the title of the dialog `place` is in; says whether it found one. */
function focusFirst(candidates: readonly (HTMLElement | null | undefined)[], place: Element): boolean {
  const dialog = place.closest('dialog, [role="dialog"]');
  const next = [...candidates, dialogTitle(dialog)].find(
    (element): element is HTMLElement => element?.isConnected == true,
  );
  if (next) focusOn(next);
  return next !== undefined;
}

/**
 * Focus never falls to `<body>` after the reader's action (BFSG; issue 23, focus 2): call it when the
 * reader acts with the control that has focus ('Entfernen', 'Gutschein berechnen', a quantity select).
 * If that control later leaves the page or is disabled while focus is still on it, focus goes to:
 *
 * 1. the row (`<li>`) that took its row's place, else the row before, and there to the control at the
 *    same position ('Entfernen' of the next article), else that row's first control;
 * 2. else the first of `fallbacks` on the page;
 * 3. else the title of the dialog the control was in.
 *
 * @remarks A MutationObserver acts in the same task as the change, so a screen reader never hears
 * "body". It waits while the control's row is still there but the control is not (a row showing a
 * spinner: its owner puts focus back). It stops once focus is anywhere else, put there by the reader
 * or the owner, or once it has moved focus itself.
 */
export function keepFocus(control: HTMLElement, { fallbacks }: KeepFocusOptions = {}): void {
  watches.get(control)?.();
  const document = control.ownerDocument;
  const dialog = control.closest('dialog, [role="dialog"]');
  const row = control.closest('li');
  const list = row?.parentElement;
  const index = list && row ? [...list.children].indexOf(row) : -1;
  const slot = row ? focusables(row).indexOf(control) : -1;

  const inRow = (candidate: Element | undefined): HTMLElement | undefined => {
    if (!candidate || candidate == row) return undefined;
    const controls = focusables(candidate);
    return controls[slot] ?? controls[0];
  };
  const neighbour = (): HTMLElement | undefined => {
    if (!list?.isConnected) return undefined;
    const rows = [...list.children];
    const from = row?.isConnected ? rows.indexOf(row) + 1 : index;
    const after = rows.slice(from).map(inRow).find(Boolean);
    return after ?? rows.slice(0, from).reverse().map(inRow).find(Boolean);
  };

  const check = () => {
    const active = document.activeElement;
    if (active && active != document.body && active != control) return stop();
    const disabled = control.matches(':disabled');
    if (control.isConnected && !disabled) return;
    // The row re-renders its control (a spinner while a line updates); its owner restores focus.
    if (!control.isConnected && row?.isConnected) return;
    const next = neighbour();
    if (next) focusOn(next);
    else if (!focusFirst(fallbacks?.() ?? [], dialog ?? document.body)) return;
    stop();
  };
  const observer = new MutationObserver(check);
  const onFocusIn = (event: FocusEvent) => {
    if (event.target != control) stop();
  };
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
    if (watches.get(control) == stop) watches.delete(control);
  };
  watches.set(control, stop);
  observer.observe(dialog ?? document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  document.addEventListener('focusin', onFocusIn);
}
