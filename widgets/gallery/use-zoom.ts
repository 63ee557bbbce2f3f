import { useCallback, useRef, useState, type PointerEvent } from 'react';
import { TAP_TOLERANCE_PX } from '../../ui/use-modal-dialog.ts';

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

const NONE: Zoom = { scale: 1, x: 0, y: 0 };
/** A double tap zooms to this; a pinch goes up to {@link MAX_SCALE}. */
export const DOUBLE_TAP_SCALE = 2;
export const MAX_SCALE = 4;
/** Two taps this close in time are a double tap (the platforms' own figure). */
const DOUBLE_TAP_MS = 300;

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Pinch and double-tap zoom for the overlay's current image (issue 29, PhotoSwipe's gestures without
 * its weight), on pointer events: two pointers pinch (1× to 4×), a double tap or double click zooms to
 * 2× at that point and back, one pointer pans a zoomed image. Unzoomed, a one-finger swipe is the
 * track's own scrolling (`touch-action: pan-x`); zoomed, the frame takes every gesture. `resetKey`
 * (the slide) resets the zoom.
 */
export function useZoom(resetKey: number) {
  const [zoom, setZoom] = useState<Zoom>(NONE);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ distance: number; zoom: Zoom; x: number; y: number } | undefined>(undefined);
  const lastTap = useRef<{ time: number; x: number; y: number } | undefined>(undefined);
  const down = useRef<{ x: number; y: number } | undefined>(undefined);

  // A new slide starts unzoomed (state adjusted while rendering, as React advises, not in an effect).
  const [zoomedSlide, setZoomedSlide] = useState(resetKey);
  if (zoomedSlide != resetKey) {
    setZoomedSlide(resetKey);
    setZoom(NONE);
  }

  /** Zooms in at a point of the frame (client coordinates), or back out. */
  const toggleAt = useCallback((frame: Element, clientX: number, clientY: number) => {
    const box = frame.getBoundingClientRect();
    setZoom((current) =>
      current.scale > 1
        ? NONE
        : {
            scale: DOUBLE_TAP_SCALE,
            // The point under the finger stays there: the centre moves by (centre − point) × (2 − 1).
            x: box.left + box.width / 2 - clientX,
            y: box.top + box.height / 2 - clientY,
          },
    );
  }, []);

  const start = (current: Zoom) => {
    const [first, second] = [...pointers.current.values()];
    if (!first) return (gesture.current = undefined);
    gesture.current = {
      distance: second ? distance(first, second) : 0,
      zoom: current,
      x: first.x,
      y: first.y,
    };
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size == 1) down.current = { x: event.clientX, y: event.clientY };
      start(zoom);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!pointers.current.has(event.pointerId)) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const from = gesture.current;
      if (!from) return;
      const [first, second] = [...pointers.current.values()];
      if (first && second && from.distance > 0) {
        const scale = Math.min(
          Math.max((from.zoom.scale * distance(first, second)) / from.distance, 1),
          MAX_SCALE,
        );
        setZoom(scale == 1 ? NONE : { ...from.zoom, scale });
      } else if (first && from.zoom.scale > 1) {
        setZoom({ ...from.zoom, x: from.zoom.x + first.x - from.x, y: from.zoom.y + first.y - from.y });
      }
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      pointers.current.delete(event.pointerId);
      // What the gesture made so far is where the next one starts (a pinch that lifts one finger pans).
      start(zoom);
      const began = down.current;
      if (pointers.current.size > 0 || !began) return;
      down.current = undefined;
      // A tap, not a pan or a swipe.
      if (distance(began, { x: event.clientX, y: event.clientY }) >= TAP_TOLERANCE_PX / 3) return;
      const tap = { time: event.timeStamp, x: event.clientX, y: event.clientY };
      const previous = lastTap.current;
      if (
        previous &&
        tap.time - previous.time < DOUBLE_TAP_MS &&
        distance(previous, tap) < TAP_TOLERANCE_PX
      ) {
        lastTap.current = undefined;
        toggleAt(event.currentTarget, event.clientX, event.clientY);
      } else lastTap.current = tap;
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      pointers.current.delete(event.pointerId);
      down.current = undefined;
      start(zoom);
    },
  };

  return {
    zoom,
    zoomed: zoom.scale > 1,
    /** The zoom button: 2× around the centre, or back. */
    toggle: () => setZoom((current) => (current.scale > 1 ? NONE : { scale: DOUBLE_TAP_SCALE, x: 0, y: 0 })),
    handlers,
  };
}
