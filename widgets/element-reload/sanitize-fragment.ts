import createDOMPurify from 'dompurify';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { DEFUSED_TAG, defuseMarkup } from './defuse-markup.ts';

/** Attributes whose value is a URL the browser would load or go to: each passes `safeUrl`. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'cite', 'data'];

/**
 * What a fragment could use to cover or restyle the page, or to leave it: its own styles (`<style>`,
 * `<link>`, `style=""`), frames and plugins, `<base>` and `<meta>` (which change every link, or
 * navigate), and the top layer (`<dialog>`, `popover`), which sits above everything the page has.
 * The page's own stylesheet styles a fragment, as it styles the rest of the CMS's markup.
 */
const FORBID_TAGS = [
  'style',
  'link',
  'base',
  'meta',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'dialog',
  'template',
];
const FORBID_ATTR = ['style', 'srcset', 'popover', 'popovertarget', 'ping'];

let purify: ReturnType<typeof createDOMPurify> | undefined;

/** This widget's own DOMPurify instance, so its hook never runs on another caller's HTML. */
function purifier(): ReturnType<typeof createDOMPurify> {
  if (purify) return purify;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      const url = safeUrl(value, {
        source: 'element-reload',
        field: `<${node.nodeName.toLowerCase()} ${name}>`,
      });
      if (url) node.setAttribute(name, url);
      else node.removeAttribute(name);
    }
    // A new tab must not reach back into this page.
    if (node.getAttribute('target') == '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return (purify = instance);
}

/**
 * An element's HTML from the server (spec 7.9), made safe to insert: no script can run (DOMPurify drops
 * `<script>`, event handler attributes and script URLs), every URL in `href`, `src`, `action` … passes
 * `safeUrl` (https, or http on an http page; anything else is removed), and nothing can cover the page
 * (`FORBID_TAGS`, `FORBID_ATTR`). What a strict CSP would refuse while parsing is taken out first
 * (`defuseMarkup`), so a hostile fragment costs the page no CSP reports. Kept: forms and their fields, headings, links, images, SVG, ARIA and
 * `data-*` attributes, so widgets in the fragment (`data-widget`, `data-props`) mount through the loader.
 */
export function sanitizeFragment(html: string): DocumentFragment {
  return purifier().sanitize(defuseMarkup(html), {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS,
    FORBID_ATTR,
    ADD_FORBID_CONTENTS: [DEFUSED_TAG],
  });
}
