import { useSyncExternalStore } from 'react';
import type { ThemeController } from '../../src/theme/theme.ts';

/** A switch: its name stays 'Dunkles Design', its state (aria-checked) says whether it is on. */
export function ThemeToggle({ theme }: { theme: ThemeController }) {
  const current = useSyncExternalStore(theme.subscribe, theme.get);
  const dark = current == 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      className="kiosk-theme-toggle"
      onClick={theme.toggle}
    >
      <span className="kiosk-theme-toggle__track" aria-hidden="true">
        <span className="kiosk-theme-toggle__thumb" />
      </span>
      Dunkles Design
    </button>
  );
}
