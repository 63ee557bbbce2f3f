/** The hint a screen reader reads with every link that opens a new tab (WCAG 3.2.5 advises the warning). */
export const NEW_TAB_HINT = 'öffnet in neuem Tab';
export const NEW_TAB_HINT_ID = 'kiosk-new-tab-hint';

/**
 * spec 3.5 `blankTargetDomain` (a host name): links to that host or a subdomain of it open in a new
 * tab, with `rel=noopener` so the new page cannot reach this one. Links the CMS rendered and links
 * widgets add later are both marked: the observer sees the parser's insertions as well as a widget's,
 * and a changed `href`. The hint is one hidden element every marked link names in `aria-describedby`,
 * so the link's own text stays what the editor wrote. A link that already opens a new tab is the
 * CMS's choice and stays as it is.
 */
export function startBlankTarget(domain: string | undefined) {
  if (!domain) return;
  const hint = document.createElement('span');
  hint.id = NEW_TAB_HINT_ID;
  hint.hidden = true;
  hint.textContent = NEW_TAB_HINT;
  const visit = (node: Node) => {
    if (node instanceof Element)
      for (const link of [node, ...node.querySelectorAll('a')])
        if (
          link instanceof HTMLAnchorElement &&
          link.target != '_blank' &&
          `.${link.hostname}`.endsWith(`.${domain}`)
        ) {
          link.target = '_blank';
          link.relList.add('noopener');
          // IDREFS are separated by white space, so a leading space is harmless (and costs no bytes).
          link.setAttribute('aria-describedby', `${link.getAttribute('aria-describedby') ?? ''} ${hint.id}`);
          if (!hint.isConnected) document.body.append(hint);
        }
  };
  new MutationObserver((records) =>
    records.forEach((record) => {
      record.addedNodes.forEach(visit);
      if (record.attributeName) visit(record.target);
    }),
  ).observe(document.documentElement, { childList: true, subtree: true, attributeFilter: ['href'] });
  visit(document.documentElement);
}
