/** What a defused element is renamed to; the sanitizer drops it with everything inside. */
export const DEFUSED_TAG = 'kiosk-defused';

/** A start or end tag, quote-aware (`<a title=">" onclick=x>` is one tag). */
const TAG = /<(\/?)([a-z][^\s/>]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/gi;
/** One attribute inside a tag: its separator, name and value (quoted or not). */
const ATTRIBUTE = /([\s/]+)([^\s/>=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/g;
/** Elements whose mere parsing a strict page's CSP refuses, with a report: inline styles, `<base>`. */
const DEFUSED_ELEMENTS = /^(style|script|link|base)$/i;
const VOID = /^(link|base)$/i;
/** Attributes likewise: event handlers and inline styles. */
const DEFUSED_ATTRIBUTES = /^(on|style$)/i;

/**
 * Takes out of a server's HTML, before it is parsed at all, what a strict Content-Security-Policy
 * refuses already while parsing (`<style>`, `<base>`, `on…=` and `style=` attributes): the browser
 * parses a fragment in a document that shares the page's policy, and every refusal is a console error
 * and a CSP report to the site, for markup the sanitizer drops anyway.
 *
 * Hint: this is not the safety: a tag it misreads is still parsed and then sanitized by DOMPurify. It
 * only spares the page's CSP reports. Text between tags is left exactly as it is.
 */
export function defuseMarkup(html: string): string {
  return html.replace(TAG, (_tag, end: string, name: string, attributes: string) => {
    // `<base>` and `<link>` are void: their stand-in is closed at once, or it would hold what follows.
    if (DEFUSED_ELEMENTS.test(name))
      return VOID.test(name) && !end ? `<${DEFUSED_TAG}></${DEFUSED_TAG}>` : `<${end}${DEFUSED_TAG}>`;
    const kept = attributes.replace(ATTRIBUTE, (attribute, _separator, attributeName: string) =>
      DEFUSED_ATTRIBUTES.test(attributeName) ? '' : attribute,
    );
    return `<${end}${name}${kept}>`;
  });
}
