import type { ReactNode } from 'react';
import type { Unmount } from '../src/widget-contract.ts';
import { besideHolder } from './beside.ts';
import { mountReact } from './mount-react.tsx';

/**
 * Mounts a widget whose mount point cannot hold it (ui/beside.ts): the widget renders right after the
 * element, which is hidden while the widget lives and shown again when it unmounts, fails or crashes.
 */
export async function mountBeside(element: HTMLElement, node: ReactNode): Promise<Unmount> {
  const beside = besideHolder(element);
  try {
    const unmount = await mountReact(beside.holder, node, () => beside.show(true));
    // A keyboard reader may already be on the server's button: keep them on the widget's own.
    const hadFocus = document.activeElement === element;
    beside.show(false);
    if (hadFocus) beside.holder.querySelector<HTMLElement>(element.localName)?.focus();
    return () => {
      unmount();
      beside.remove();
    };
  } catch (error) {
    beside.holder.remove();
    throw error;
  }
}
