import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { CartHostOptions } from './cart-options.ts';
import type { CartController } from './cart-controller.ts';
import type { CartState } from './cart-state.ts';

interface CartContextValue {
  controller: CartController;
  options: CartHostOptions;
}

const CartContext = createContext<CartContextValue | null>(null);

/** Gives the drawer and add-to-cart controls the page's cart and the host's options. */
export function CartProvider({ controller, options, children }: CartContextValue & { children: ReactNode }) {
  return <CartContext.Provider value={{ controller, options }}>{children}</CartContext.Provider>;
}

function useCartContext(): CartContextValue {
  const value = useContext(CartContext);
  // Hint: wrap CartDrawer and AddToCart in <CartProvider controller={…} options={…}>.
  if (!value) throw new Error('Kiosk cart components need a <CartProvider> around them');
  return value;
}

export const useCartController = () => useCartContext().controller;
export const useCartOptions = () => useCartContext().options;

/** Subscribes to one slice of the cart state; re-renders only when that slice changes. */
export function useCartState<T>(select: (state: CartState) => T): T {
  return useStore(useCartContext().controller.store, select);
}
