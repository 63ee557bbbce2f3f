import { useStore } from 'zustand';
import type { ThemeController } from '../../src/theme/theme.ts';
import { Switch } from '../../ui/switch.tsx';

/**
 * A switch: its name stays 'Dunkles Design', its state (aria-checked) says whether it is on. Once the
 * reader has chosen, 'Wie System' gives the choice back to the system setting (issue 23).
 */
export function ThemeToggle({ theme }: { theme: ThemeController }) {
  const dark = useStore(theme.store, (state) => state.theme == 'dark');
  const chosen = useStore(theme.store, (state) => state.chosen);
  return (
    <>
      <Switch checked={dark} onChange={theme.toggle} className="kiosk-theme-toggle">
        Dunkles Design
      </Switch>
      {chosen && (
        <button
          type="button"
          // The switch's own frameless look (ui/text-button.ts, whose CSS the switch has brought): importing
          // the constant here would copy that CSS into this widget's chunk.
          className="kiosk-text-button"
          onClick={(event) => {
            // The button goes with the choice: focus goes back to the switch before it, not to <body>.
            const toggle = event.currentTarget.previousElementSibling;
            theme.followSystem();
            if (toggle instanceof HTMLElement) toggle.focus();
          }}
        >
          Wie System
        </button>
      )}
    </>
  );
}
