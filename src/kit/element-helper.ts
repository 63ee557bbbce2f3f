import { safeUrl } from './safe-url.ts';
import type { WidgetScope } from './widget-scope.ts';

/** What may stand as a child: nodes, and text (always a text node, never parsed as markup). */
export type Child = Node | string | number | false | null | undefined;

/**
 * An element's attributes: `class`, plain attributes (`true` sets an empty one, `false`/`undefined`
 * leaves it out) and listeners under `on`. Inline handlers (`onclick`) are no attribute here: they
 * would be code from a string (and the page's CSP forbids them), so they are dropped.
 */
export type Attributes = {
  class?: string;
  on?: { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };
} & { [name: string]: unknown };

export type ElementHelper = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes?: Attributes | null,
  ...children: Child[]
) => HTMLElementTagNameMap[K];

/** Attributes the browser follows or loads: each value passes `safeUrl` or the attribute is dropped. */
const URL_ATTRIBUTE = /^(href|src|action|formaction|poster|cite|data|xlink:href)$/i;

/**
 * The plain-DOM widgets' way to build markup (paywall, store-price, and any widget that chooses no UI
 * runtime): `h('a', { class: 'kiosk-x__link', href, on: { click } }, 'Text')`. It gives them what React
 * gives the others: text is always a text node, so a hostile server string stays text; URLs pass
 * `safeUrl` (a `javascript:` href is dropped and reported, naming the widget); listeners are registered
 * with the mount's `scope.signal`, so the unmount removes them.
 *
 * @remarks Attributes are set in the order written. Give an `<img>` its `loading`, `sizes` and
 * `srcset` before its `src`: Chromium starts the fetch when `src` is set (a lazy picture written the
 * other way round loads at once). The JSX widgets follow the same order, since preact sets it as written.
 */
export function createElementHelper(widget: string, scope: Pick<WidgetScope, 'signal'>): ElementHelper {
  return (tag, attributes, ...children) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes ?? {})) {
      if (value == null || value === false) continue;
      if (name == 'on')
        for (const [type, listener] of Object.entries(value as object))
          element.addEventListener(type, listener as EventListener, { signal: scope.signal });
      else if (URL_ATTRIBUTE.test(name)) {
        const url = safeUrl(value, { source: widget, field: `<${tag} ${name}>` });
        if (url) element.setAttribute(name, url);
      } else if (!/^on/i.test(name)) element.setAttribute(name, value === true ? '' : String(value));
    }
    for (const child of children)
      if (child != null && child !== false) element.append(typeof child == 'number' ? String(child) : child);
    return element;
  };
}
