/** spec 2.5, 9.1 */
export const HEADER_OFFSET = { collapsed: 59, expanded: 96 } as const;
export const HASH_PUSH_DELAY_MS = 500;
export const HASH_SCROLL_DELAY_MS = 100;

/**
 * The sticky header is collapsed while the reader scrolls down. The host may say so itself with
 * `<html data-kiosk-header-collapsed>`; otherwise a target below the current position means the page
 * scrolls down, so the header will be collapsed when the target arrives.
 */
function headerOffset(targetTop: number, from: number): number {
  const collapsed = document.documentElement.hasAttribute('data-kiosk-header-collapsed') || targetTop > from;
  return collapsed ? HEADER_OFFSET.collapsed : HEADER_OFFSET.expanded;
}

const findTarget = (hash: string) => {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id ? document.getElementById(id) : null;
};

/** `from`: where the reader comes from, the current position unless said (a hash on load: the top). */
export function scrollToTarget(target: Element, from = window.scrollY) {
  const top = target.getBoundingClientRect().top + window.scrollY;
  const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: top - headerOffset(top, from), behavior: reduceMotion ? 'auto' : 'smooth' });
}

/**
 * spec 2.5: in-page links scroll smoothly to their target less the header offset; the hash is pushed
 * to history after the scroll (500 ms). A hash on load or from a hash change scrolls after ~100 ms
 * (once the page has laid out). Links with modifier keys keep their browser behaviour.
 */
export function startAnchorNavigation() {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button != 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
    const hash = link?.getAttribute('href') ?? '';
    const target = findTarget(hash);
    if (!target) return;
    event.preventDefault();
    scrollToTarget(target);
    setTimeout(() => {
      if (location.hash != hash) history.pushState(null, '', hash);
    }, HASH_PUSH_DELAY_MS);
  });
  const scrollToHash = (from?: number) => {
    const target = findTarget(location.hash);
    if (target) setTimeout(() => scrollToTarget(target, from), HASH_SCROLL_DELAY_MS);
  };
  window.addEventListener('hashchange', () => scrollToHash());
  // A reader arriving with a hash comes down from the top, even though this starts on idle, after the
  // browser has already jumped to the target (issue 22).
  scrollToHash(0);
}
