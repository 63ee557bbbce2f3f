import { useLayoutEffect, useRef, type RefObject } from 'react';

const itemAt = (container: RefObject<HTMLElement | null>, selector: string, index: number) =>
  container.current?.querySelectorAll<HTMLElement>(selector)[index];

/**
 * Focus for lists that grow ('Weitere …'): returns `focusItem(index)`, which focuses the `index`-th
 * element matching `selector` inside `container` at once if it is rendered, and otherwise after the
 * render that brings it. The reader lands on the first new entry, and focus never falls to `body` when
 * the last page takes the button away.
 */
export function useFocusItem(container: RefObject<HTMLElement | null>, selector: string) {
  const pending = useRef<number>(undefined);
  // After every render: a cheap check while nothing is pending.
  useLayoutEffect(() => {
    if (pending.current === undefined) return;
    const item = itemAt(container, selector, pending.current);
    if (!item) return;
    pending.current = undefined;
    item.focus();
  });
  return (index: number) => {
    const item = itemAt(container, selector, index);
    if (item) item.focus();
    else pending.current = index;
  };
}
