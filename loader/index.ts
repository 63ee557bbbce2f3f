/**
 * Kiosk loader — the embed protocol. This file is the contract CMS templates and partner pages write
 * against; keep it in step with README.md and ARCHITECTURE.md §2. Its size is a budget (`npm test`).
 *
 * Include:   <script type="module" src=".../loader.js" async></script>   (a `nonce` is honoured, see below)
 * Config:    <script type="application/json" id="kiosk-config">{…site settings…}</script>
 *            <script type="application/json" id="kiosk-page">{…page data…}</script>
 * Mount:     <div data-widget="NAME" data-props='{"json":"object"}' data-load="TRIGGER">server markup</div>
 *   - NAME: a key of ./registry.ts. Unknown names are reported.
 *   - data-props: a JSON object. Invalid JSON: that widget alone does not mount; it is reported.
 *   - data-load: eager | idle | visible | interaction | media:(QUERY). Default: the widget's own.
 *   - The server markup stays until the widget has rendered, and for good if it fails.
 *   - State: data-kiosk="mounted" after the first render, data-kiosk="error" after a failure.
 *   - Elements added later are mounted; removed ones are unmounted (MutationObserver).
 * Host API:  window.kiosk — before the loader runs, an array of commands:
 *              (window.kiosk = window.kiosk || []).push(['cart.add', { merchandiseId, quantity }])
 *            After, an object: push(...commands), on(event, fn), off(event, fn), mount(element), version.
 *            Queued commands are replayed in order; a command waits until its handler exists.
 * Events:    on document, `kiosk:<event>` CustomEvents with the payload in `detail`. `kiosk:error` is
 *            cancelable: preventDefault() silences the console error Kiosk logs for it.
 * Flags:     <html data-kiosk-logged-in data-kiosk-paywall data-kiosk-theme data-kiosk-mobile class="theme-…">
 * CSP:       no eval, no inline script. Every <style> Kiosk injects carries the page's script nonce (read
 *            from the first element with a nonce), so `style-src 'nonce-…'` works.
 * Twice:     a second copy of the loader on the page does nothing; a mount point mounts once.
 */
import { registry } from './registry.ts';
import { startLoader } from './start.ts';

startLoader(registry, () => import('../src/runtime.ts').then((runtime) => runtime.getRuntime()));
