import { defineWidget } from '../../src/kit/define-widget.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { meta } from './meta.ts';
import { ThemeToggle } from './theme-toggle.tsx';

/** spec 4.6: the reader's light/dark switch. The theme itself lives in the runtime (src/theme). */
export const mount = defineWidget(meta, ({ element, kiosk }) =>
  mountReact(element, <ThemeToggle theme={kiosk.theme} />),
);
