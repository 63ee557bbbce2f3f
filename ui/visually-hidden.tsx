import type { ReactNode } from 'react';
import './visually-hidden.css';

/**
 * The class for an element that must keep its own tag while hidden from sight, such as a
 * `<label>`; importing it brings the stylesheet along.
 */
export const visuallyHidden = 'kiosk-visually-hidden';

/** Text for screen readers only: 'statt ' before a struck price, a product name after 'Menge'. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHidden}>{children}</span>;
}
