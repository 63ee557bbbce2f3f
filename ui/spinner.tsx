import { VisuallyHidden } from './visually-hidden.tsx';
import './spinner.css';

export interface SpinnerProps {
  /**
   * What is under way, in German ('Menge wird aktualisiert …'), announced as a status. Without it
   * the spinner is decorative: for a control that already says it is busy (`aria-busy`).
   */
  label?: string;
  /** `current` draws in the surrounding text colour, for a spinner inside a filled button. */
  tone?: 'brand' | 'current';
}

/** The busy indicator: a turning ring, slowed for readers who ask for reduced motion. */
export function Spinner({ label, tone = 'brand' }: SpinnerProps) {
  const className = tone == 'current' ? 'kiosk-spinner kiosk-spinner--current' : 'kiosk-spinner';
  if (!label) return <span className={className} aria-hidden="true" />;
  return (
    <span className={className} role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
