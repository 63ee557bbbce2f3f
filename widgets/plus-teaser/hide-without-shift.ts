/**
 * Issue 31: takes a subscriber's teaser away without moving what the reader sees. Below the screen it
 * leaves the layout (`hidden`: nothing in view moves); on or above the screen, where taking its space
 * would pull the text under the reader's eyes, it keeps its space and turns invisible (and out of the
 * accessibility tree, as `visibility: hidden` is). Where it is comes from an IntersectionObserver's
 * first report, so this forces no layout. Returns how to undo it.
 */
export function hideWithoutShift(element: HTMLElement): () => void {
  const observer = new IntersectionObserver(([entry]) => {
    observer.disconnect();
    if (
      entry &&
      !entry.isIntersecting &&
      entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? innerHeight)
    )
      element.hidden = true;
    else element.style.visibility = 'hidden';
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    element.hidden = false;
    element.style.visibility = '';
  };
}
