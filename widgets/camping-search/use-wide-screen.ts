import { useSyncExternalStore } from 'react';

/** spec 9.1: the mobile breakpoint is 1024 px; from there list and map sit side by side. */
const WIDE = '(min-width: 1024px)';

export function useWideScreen() {
  return useSyncExternalStore(
    (change) => {
      const query = matchMedia(WIDE);
      query.addEventListener('change', change);
      return () => query.removeEventListener('change', change);
    },
    () => matchMedia(WIDE).matches,
  );
}
