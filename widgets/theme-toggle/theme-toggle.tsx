import { useStore } from 'zustand';
import type { ThemeController } from '../../src/theme/theme.ts';
import { Switch } from '../../ui/switch.tsx';

/** A switch: its name stays 'Dunkles Design', its state (aria-checked) says whether it is on. */
export function ThemeToggle({ theme }: { theme: ThemeController }) {
  const dark = useStore(theme.store, (state) => state.theme == 'dark');
  return (
    <Switch checked={dark} onChange={theme.toggle} className="kiosk-theme-toggle">
      Dunkles Design
    </Switch>
  );
}
