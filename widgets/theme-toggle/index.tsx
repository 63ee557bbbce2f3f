import { mountReact } from '../../ui/mount-react.tsx';
import type { WidgetModule } from '../../src/widget-contract.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import './theme-toggle.css';

/** spec 4.6: the reader's light/dark switch. The theme itself lives in the runtime (src/theme). */
export const mount: WidgetModule['mount'] = (element, _props, kiosk) =>
  mountReact(element, <ThemeToggle theme={kiosk.theme} />);
