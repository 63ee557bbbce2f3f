import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { Cart } from '../../features/cart/cart-types.ts';
import type { CartSlot } from '../../features/cart/cart-options.ts';

/**
 * Renders a host slot (spec 2.8; each receives the cart). Plain partner pages return a DOM node or
 * text; React hosts return React content.
 */
export function HostSlot({
  slot,
  cart,
  name,
}: {
  slot: CartSlot | undefined;
  cart: Cart | undefined;
  name: string;
}) {
  const content = slot?.(cart);
  const isNode = typeof Node != 'undefined' && content instanceof Node;
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (isNode) holder.current?.replaceChildren(content);
  }, [content, isNode]);
  if (content === undefined || content === null || content === false) return null;
  return (
    <div className={`kiosk-cart__slot kiosk-cart__slot--${name}`} ref={holder}>
      {/* Anything else a slot returns is React content: only React hosts can produce it. */}
      {isNode ? null : (content as ReactNode)}
    </div>
  );
}
