import type { Registry } from './mount-points.ts';

/**
 * Every widget the loader can mount: its chunk and, unless it is `idle`, its default trigger. Adding a
 * widget means adding one line here (README "Adding a widget"); each line costs the loader ~25 B gzip.
 */
export const registry: Registry = {
  'theme-toggle': [() => import('../widgets/theme-toggle/index.tsx')],
  cart: [() => import('../widgets/cart/index.ts')],
  'add-to-cart': [() => import('../widgets/add-to-cart/index.tsx'), 'visible'],
};
