/**
 * The page's CSP nonce. A nonce is issued per response, so every nonce-bearing element of the page
 * carries the same one; Kiosk reads it from the first. Kept as a source string because the build
 * inlines the same expression into each chunk's CSS injection (`vite.config.ts`).
 */
export const NONCE_EXPRESSION = "document.querySelector('[nonce]')?.nonce||''";

const cspNonce = (doc: Document) => doc.querySelector<HTMLElement>('[nonce]')?.nonce ?? '';

/** Adds a `<style>` to the page under the page's CSP nonce, once per id. */
export function injectStyle(id: string, css: string, doc: Document = document): void {
  if (doc.querySelector(`style[data-kiosk-style="${id}"]`)) return;
  const style = doc.createElement('style');
  style.nonce = cspNonce(doc);
  style.setAttribute('data-kiosk-style', id);
  style.textContent = css;
  doc.head.append(style);
}
