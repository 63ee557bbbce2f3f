import { createStore } from 'zustand/vanilla';

export interface GalleryState {
  open: boolean;
  /** The image shown: in the overlay, or on the sticky stage. */
  index: number;
  /** The resting control the overlay was opened from; focus goes back to it on close (issue 29). */
  opener: HTMLElement | undefined;
  /** The browser's back closed it: the history entry is gone already. */
  closedByHistory: boolean;
  openAt(index: number, opener: HTMLElement): void;
  show(index: number): void;
  close(options?: { byHistory?: boolean }): void;
}

/** The gallery's state, shared by its resting markup (plain DOM) and the overlay (loaded on demand). */
export function createGalleryStore(length: number) {
  const clamp = (index: number) => Math.min(Math.max(Math.round(index), 0), length - 1);
  return createStore<GalleryState>((set, get) => ({
    open: false,
    index: 0,
    opener: undefined,
    closedByHistory: false,
    openAt: (index, opener) => set({ open: true, index: clamp(index), opener, closedByHistory: false }),
    show: (index) => {
      if (clamp(index) != get().index) set({ index: clamp(index) });
    },
    close: ({ byHistory = false } = {}) => {
      if (get().open) set({ open: false, closedByHistory: byHistory });
    },
  }));
}

export type GalleryStore = ReturnType<typeof createGalleryStore>;
