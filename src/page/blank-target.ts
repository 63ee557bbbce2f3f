/** The hint a screen reader reads with every link that opens a new tab (WCAG 3.2.5 advises the warning). */
export const NEW_TAB_HINT = 'öffnet in neuem Tab';
export const NEW_TAB_HINT_ID = 'kiosk-new-tab-hint';

/**
 * spec 3.5 `blankTargetDomain`: links to that domain (or a subdomain of it) open in a new tab, with
 * `rel=noopener` so the new page cannot reach this one. Links the CMS rendered and links widgets add
 * later are both marked: the observer sees the parser's insertions as well as a widget's, and a
 * changed `href`. The hint is one hidden element every marked link names in `aria-describedby`, so the
 * link's own text stays what the editor wrote.
 */
export function startBlankTarget(domain: string | undefined) {
  if (!domain) return;
  const host = domain.toLowerCase();
  const mark = (link: HTMLAnchorElement) => {
    const { hostname } = link;
    const described = link.getAttribute('aria-describedby') ?? '';
    if (!(hostname == host || hostname.endsWith(`.${host}`)) || described.includes(NEW_TAB_HINT_ID)) return;
    if (!document.getElementById(NEW_TAB_HINT_ID)) {
      const hint = document.createElement('span');
      hint.id = NEW_TAB_HINT_ID;
      hint.hidden = true;
      hint.textContent = NEW_TAB_HINT;
      document.body.append(hint);
    }
    link.target = '_blank';
    link.relList.add('noopener');
    link.setAttribute('aria-describedby', `${described} ${NEW_TAB_HINT_ID}`.trim());
  };
  const visit = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node instanceof HTMLAnchorElement) mark(node);
    node.querySelectorAll('a[href]').forEach((link) => mark(link as HTMLAnchorElement));
  };
  new MutationObserver((records) =>
    records.forEach((record) =>
      record.type == 'attributes' ? visit(record.target) : record.addedNodes.forEach(visit),
    ),
  ).observe(document.documentElement, { childList: true, subtree: true, attributeFilter: ['href'] });
  visit(document.documentElement);
}
