import { defineWidget } from '../../src/kit/define-widget.ts';
import { restingControl } from '../../src/kit/resting-control.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import '../../ui/switch.css';
import { meta } from './meta.ts';

/**
 * spec 4.6: the reader's light/dark switch. The theme itself lives in the runtime (src/theme). Plain DOM
 * on its resting markup (issue 22): a switch needs no UI runtime, so none loads for it.
 */
export const mount = defineWidget(meta, async ({ element, kiosk, scope }) => {
  const control = await restingControl(
    element,
    '.kiosk-theme-toggle',
    () => import('./resting-markup.ts').then(({ THEME_TOGGLE_MARKUP }) => THEME_TOGGLE_MARKUP),
    scope,
  );
  // The pasted wrapper is `.kiosk-root` already; this brings the base styles it stands on.
  kioskRoot(control.parentElement ?? element);
  // Once the reader has chosen, 'Wie System' gives the choice back to the system setting (issue 23).
  const followSystem = document.createElement('button');
  followSystem.type = 'button';
  followSystem.className = 'kiosk-text-button';
  followSystem.textContent = 'Wie System';
  control.after(followSystem);
  scope.add(() => followSystem.remove());
  const show = ({ theme, chosen }: { theme: string; chosen: boolean }) => {
    control.setAttribute('aria-checked', String(theme == 'dark'));
    followSystem.hidden = !chosen;
  };
  show(kiosk.theme.store.getState());
  scope.add(kiosk.theme.store.subscribe(show));
  control.addEventListener('click', kiosk.theme.toggle, { signal: scope.signal });
  followSystem.addEventListener(
    'click',
    () => {
      kiosk.theme.followSystem();
      // The button goes with the choice: focus goes back to the switch, not to <body>.
      control.focus();
    },
    { signal: scope.signal },
  );
});
