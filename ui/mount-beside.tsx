import type { ReactNode } from 'react';
import type { Unmount } from '../src/widget-contract.ts';
import { mountReact } from './mount-react.tsx';

/**
 * Mounts a widget whose mount point cannot hold it: `<button data-widget="add-to-cart">` (or a link)
 * cannot contain a select and a button. The widget renders right after the element, which is hidden
 * while the widget lives and shown again when it unmounts, fails or crashes, so the server markup is
 * never lost.
 */
export async function mountBeside(element: HTMLElement, node: ReactNode): Promise<Unmount> {
  const holder = document.createElement('span');
  holder.className = 'kiosk-beside';
  element.after(holder);
  // `hidden` alone loses to a host rule like `.btn { display: inline-block }`.
  const show = (visible: boolean) => {
    element.hidden = !visible;
    element.style.display = visible ? '' : 'none';
  };
  try {
    const unmount = await mountReact(holder, node, () => show(true));
    // A keyboard reader may already be on the server's button: keep them on the widget's own.
    const hadFocus = document.activeElement === element;
    show(false);
    if (hadFocus) holder.querySelector<HTMLElement>(element.localName)?.focus();
    return () => {
      unmount();
      holder.remove();
      show(true);
    };
  } catch (error) {
    holder.remove();
    throw error;
  }
}
