/**
 * Reports a widget failure the way the loader does (loader/report.ts, kept separate so the loader
 * stays free of runtime imports): one cancelable `kiosk:error` on document, and a console error naming
 * the widget and element unless a host listener called preventDefault().
 */
export function reportWidgetError(element: HTMLElement, message: string, error?: unknown) {
  const widget = element.dataset.widget ?? 'widget';
  const detail = { widget, element, message, error };
  if (document.dispatchEvent(new CustomEvent('kiosk:error', { detail, cancelable: true })))
    console.error(`[kiosk:${widget}] ${message}`, element, error);
}
