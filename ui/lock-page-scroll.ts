let locks = 0;
let unlockPage: (() => void) | undefined;

/**
 * Keeps the page behind a modal dialog still: on phones a swipe on the backdrop or past the end of a
 * sheet's list scrolled the article away underneath. The scrollbar's room is kept (`scrollbar-gutter`),
 * so nothing on the page moves sideways; dialogs that nest share one lock. Returns the unlock, which is
 * safe to call twice.
 */
export function lockPageScroll(root: HTMLElement = document.documentElement): () => void {
  if (locks++ == 0) {
    const { overflow, scrollbarGutter } = root.style;
    const hadScrollbar = window.innerWidth - root.clientWidth > 0;
    root.style.overflow = 'hidden';
    if (hadScrollbar) root.style.scrollbarGutter = 'stable';
    unlockPage = () => {
      root.style.overflow = overflow;
      root.style.scrollbarGutter = scrollbarGutter;
    };
  }
  let locked = true;
  return () => {
    if (!locked) return;
    locked = false;
    if (--locks == 0) unlockPage?.();
  };
}
