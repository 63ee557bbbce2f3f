import type { ReactNode } from 'react';
import './switch.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The name, which stays the same whether on or off ('Dunkles Design'). */
  children: ReactNode;
  /** The widget's own class, for where it sits and its text; the track and thumb stay the switch's. */
  className?: string;
}

/**
 * An on/off switch (`role="switch"`): its name stays, `aria-checked` says whether it is on, and the
 * track shows it with the brand colour, the thumb in the colour that reads on the track.
 */
export function Switch({ checked, onChange, children, className }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={className ? `kiosk-switch ${className}` : 'kiosk-switch'}
      onClick={() => onChange(!checked)}
    >
      <span className="kiosk-switch__track" aria-hidden="true">
        <span className="kiosk-switch__thumb" />
      </span>
      {children}
    </button>
  );
}
