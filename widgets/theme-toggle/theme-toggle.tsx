import { useStore } from 'zustand';
import type { ThemeController } from '../../src/theme/theme.ts';

/** A switch: its name stays 'Dunkles Design', its state (aria-checked) says whether it is on. */
export function ThemeToggle({ theme }: { theme: ThemeController }) {
  const dark = useStore(theme.store, (state) => state.theme == 'dark');
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
