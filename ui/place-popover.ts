/** Where a popover hangs from its button: below it, the left edges aligned (start) or the right (end). */
export type PopoverPlacement = 'bottom-start' | 'bottom-end';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Size {
  width: number;
  height: number;
}

/** The gap between button and popover, and the least distance from the viewport's edges (px). */
const GAP = 8;
const MARGIN = 8;

/**
 * The top-left corner of a `position: fixed` popover: below its button, or above it when it fits only
 * there (or there is more room there); shifted sideways to stay `MARGIN` inside the viewport, the start
 * edge kept when it is wider than the viewport allows.
 *
 * @remarks The placement, flip and shift the popover had from Floating UI, written out: its general
 * clipping search read every ancestor's styles and was a third of the newsticker list's first open at
 * 4× CPU (issue 22's 100 ms for a prefetched first interaction).
 */
export function placePopover(anchor: Rect, floating: Size, viewport: Size, placement: PopoverPlacement) {
  const below = anchor.y + anchor.height + GAP;
  const above = anchor.y - GAP - floating.height;
  const roomBelow = viewport.height - MARGIN - below;
  const roomAbove = anchor.y - GAP - MARGIN;
  const fitsBelow = floating.height <= roomBelow;
  const y = fitsBelow || (floating.height > roomAbove && roomBelow >= roomAbove) ? below : above;
  const aligned = placement == 'bottom-end' ? anchor.x + anchor.width - floating.width : anchor.x;
  const x = Math.max(MARGIN, Math.min(aligned, viewport.width - MARGIN - floating.width));
  return { x, y };
}

/**
 * Places `floating` by its button now, and again in the next frame after a scroll anywhere, a resize of
 * the window, or a change of either box's size. Returns the stop.
 */
export function followAnchor(reference: HTMLElement, floating: HTMLElement, placement: PopoverPlacement) {
  let frame = 0;
  const place = () => {
    frame = 0;
    const root = document.documentElement;
    const { x, y } = placePopover(
      reference.getBoundingClientRect(),
      { width: floating.offsetWidth, height: floating.offsetHeight },
      { width: root.clientWidth, height: root.clientHeight },
      placement,
    );
    floating.style.left = `${x}px`;
    floating.style.top = `${y}px`;
  };
  const later = () => {
    frame ||= requestAnimationFrame(place);
  };
  place();
  const options = { capture: true, passive: true };
  addEventListener('scroll', later, options);
  addEventListener('resize', later, options);
  const sizes = new ResizeObserver(later);
  sizes.observe(reference);
  sizes.observe(floating);
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener('scroll', later, options);
    removeEventListener('resize', later, options);
    sizes.disconnect();
  };
}
