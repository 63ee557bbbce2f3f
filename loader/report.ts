/**
 * How the loader reports a failed mount point: one cancelable `kiosk:error` event on `document`, and,
 * unless a host listener called `preventDefault()`, one console error naming the widget and element.
 */
export function reportError(widget: string, element: Element | undefined, message: string, error?: unknown) {
  const event = new CustomEvent('kiosk:error', {
    detail: { widget, element, message, error },
    cancelable: true,
  });
  if (document.dispatchEvent(event)) console.error(`[kiosk:${widget}] ${message}`, element, error);
}
