import type { ElementHelper } from '../src/kit/element-helper.ts';
import './skeleton.css';
import './visually-hidden.css';

/**
 * The plain-DOM twin of `Skeleton` (ui/skeleton.tsx) with its defaults: three text lines in the shape of
 * what is coming, and one 'Wird geladen …' for assistive technology instead of the shapes.
 */
export function skeletonDom(h: ElementHelper) {
  const line = (last = '') => h('span', { class: `kiosk-skeleton__line${last}` });
  return h(
    'div',
    { class: 'kiosk-skeleton' },
    h('span', { class: 'kiosk-visually-hidden' }, 'Wird geladen …'),
    h(
      'span',
      { class: 'kiosk-skeleton__shapes', 'aria-hidden': 'true' },
      line(),
      line(),
      line(' kiosk-skeleton__line--last'),
    ),
  );
}
