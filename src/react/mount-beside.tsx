import type { ReactNode } from 'react';
import type { Unmount } from '../widget-contract.ts';
import { mountReact } from './mount-react.tsx';

/**
 * Mounts a widget whose mount point cannot hold it: `<button data-widget="add-to-cart">` cannot
 * contain a select and a button. The widget renders right after the element, which is hidden while
 * the widget lives and shown again when it unmounts or fails, so the server markup is never lost.
 */
export async function mountBeside(element: HTMLElement, node: ReactNode): Promise<Unmount> {
  const holder = document.createElement('span');
  holder.className = 'kiosk-beside';
  element.after(holder);
  try {
    const unmount = await mountReact(holder, node);
    // A keyboard reader may already be on the server's button: keep them on the widget's own.
    const hadFocus = document.activeElement === element;
    element.hidden = true;
    if (hadFocus) holder.querySelector<HTMLElement>(element.localName)?.focus();
    return () => {
      unmount();
      holder.remove();
      element.hidden = false;
    };
  } catch (error) {
    holder.remove();
    throw error;
  }
}
