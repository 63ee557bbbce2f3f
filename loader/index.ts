/**
 * Kiosk loader — the embed protocol. This file is the contract CMS templates and partner pages write
 * against; keep it in step with README.md ("Embedding Kiosk") and ARCHITECTURE.md. Its size is a budget
 * (`npm test`).
 *
 * Include:   <script type="module" src=".../loader.js" async></script>   (a `nonce` is honoured, see below)
 * Config:    <script type="application/json" id="kiosk-config">{…site settings…}</script>
 *            <script type="application/json" id="kiosk-page">{…page data…}</script>
 * Mount:     <div data-widget="NAME" data-props='{"json":"object"}' data-load="TRIGGER">server markup</div>
 *   - NAME: a widget's folder name, `^[a-z][a-z0-9]*(-[a-z0-9]+)*$`. Any other value, and a name the
 *     build has no stub for, is reported as 'unknown widget'; that mount point alone gets
 *     data-kiosk="error".
 *   - data-props: a JSON object. Invalid JSON: that widget alone does not mount; it is reported.
 *   - data-load: eager | idle | visible | interaction | media:(QUERY). Default: the widget's own.
 *   - The server markup stays until the widget has rendered, and for good if it fails.
 *   - State: data-kiosk="mounted" after the first render, data-kiosk="error" after a failure.
 *   - Elements added later are mounted; removed ones are unmounted (MutationObserver).
 * Host API:  window.kiosk — before the loader runs, an array of commands:
 *              (window.kiosk = window.kiosk || []).push(['cart.add', { merchandiseId, quantity }])
 *            After, an object: push(...commands), on(event, fn), off(event, fn), reloadElement(element), mount(element),
 *            version.
 *            Queued commands are replayed in order; a command waits until its handler exists.
 * Events:    on document, `kiosk:<event>` CustomEvents with the payload in `detail`. `kiosk:error` is
 *            cancelable: preventDefault() silences the console error Kiosk logs for it.
 * Flags:     <html data-kiosk-logged-in data-kiosk-paywall data-kiosk-theme data-kiosk-mobile class="theme-…">
 * CSP:       no eval, no inline script. Every <style> Kiosk injects carries the page's script nonce (read
 *            from the first element with a nonce), so `style-src 'nonce-…'` works.
 * Twice:     a second copy of the loader on the page does nothing; a mount point mounts once.
 *
 * Files (dist/, served together from one folder; only loader.js is named in CMS templates):
 *   loader.js                    this file. Cache-Control: no-cache (revalidated on every page view).
 *   widgets/NAME.js?v=STAMP      a widget's stub: `export const trigger` (its default) and
 *                                `export const load = () => import('./NAME-HASH.js')`. Built from
 *                                widgets/NAME/meta.ts (loader/stubs-plugin.ts), so the loader holds no
 *                                list of widgets and a new widget costs it nothing.
 *   widgets/NAME-HASH.js         the widget's body (`mount`); widgets/NAME-PART-HASH.js a part it loads
 *                                lazily, e.g. widgets/cart-drawer-HASH.js.
 *   shared/core-HASH.js          exactly what the runtime (src/runtime.ts) reaches; shared/kit-HASH.js
 *                                the widget kit (src/kit/); shared/ui-HASH.js preact and the React
 *                                binding (ui/mount-*); shared/storefront-HASH.js urql with features/cart.
 *                                Code two widget bodies share goes to shared/common-NAME-HASH.js.
 * Protocol:  scan finds NAME → import the stub at once (one request per name per page) → the
 *            trigger (data-load, else the stub's) fires → import the body and the core in parallel
 *            (the stub retries a failed body once, as NAME-HASH.js?retry) → mount(element, props, kiosk).
 * Caching:   STAMP is a hash the build computes over every stub and chunk and writes into loader.js.
 *            Hashed files and stamped stub URLs never change, so they are cached immutably; loader.js
 *            revalidates, and a deploy that changes any widget changes STAMP, so the next page view
 *            fetches the new stubs. Keep the previous build's hashed files deployed for a day: a page
 *            opened before the deploy may still ask for them.
 * Latency:   stub and body are serial, one extra round trip for ~80 B. An `idle`, `visible` or
 *            `interaction` widget does not feel it (the stub arrives long before its trigger). An `eager`
 *            widget pays it on a first visit only; after that its stub comes from cache. We accept this
 *            for a loader whose size no longer grows with the number of widgets (a list of widgets cost
 *            ~25 B gzip each on every page view, cached or not).
 */
import type { ImportStub, WidgetStub } from './mount-points.ts';
import { startLoader } from './start.ts';

/** Replaced by the build (vite.config.ts `define`, then loader/stubs-plugin.ts) with the build stamp. */
declare const __KIOSK_STAMP__: string;

// A specifier relative to this module: the stubs sit beside loader.js wherever it is served from.
const importStub: ImportStub = (name) =>
  import(/* @vite-ignore */ `./widgets/${name}.js?v=${__KIOSK_STAMP__}`) as Promise<WidgetStub>;

startLoader(importStub, () => import('../src/runtime.ts').then((runtime) => runtime.getRuntime()));
