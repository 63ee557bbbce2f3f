import { mountReact } from '../../src/react/mount-react.tsx';
import type { WidgetModule } from '../../src/widget-contract.ts';
import { Hello } from './hello.tsx';
import './hello.css';

/**
 * The sample widget: proves the loader, the shared runtime and the production bundle end to end before
 * the real widgets exist. `data-props='{"fail":true}'` makes it fail on purpose, for error isolation tests.
 */
export const mount: WidgetModule['mount'] = (element, props, kiosk) => {
  if (props.fail === true) throw new Error('failing on purpose (data-props "fail": true)');
  const name = typeof props.name === 'string' ? props.name : undefined;
  return mountReact(element, <Hello name={name} brandName={kiosk.config.brand.name} bus={kiosk.bus} />);
};
