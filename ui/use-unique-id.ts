import { useState } from 'react';

let counter = 0;

/**
 * An id unique in the whole document. Kiosk mounts many React roots on one page, and preact's `useId`
 * numbers each root from the start ('P0-0' in every root), so two widgets would share ids and a
 * `<label for>` or `aria-labelledby` would point into the wrong widget.
 */
export function useUniqueId(prefix = 'kiosk'): string {
  const [id] = useState(() => `${prefix}-${++counter}`);
  return id;
}
