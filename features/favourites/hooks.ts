import { useStore } from 'zustand';
import type { FavouritesController, FavouritesState } from './store.ts';

/** Subscribes a component to one slice of the favourites state; it re-renders only when that changes. */
export const useFavourites = <T>(
  controller: FavouritesController,
  select: (state: FavouritesState) => T,
): T => useStore(controller.store, select);
