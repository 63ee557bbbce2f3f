/** spec 9.4: the drawer's quantity select shows 8 options. */
export const LINE_OPTION_COUNT = 8;
/** spec 5.5, 9.4: the add-to-cart select runs from 1 to max, 20 unless the page says otherwise. */
export const ADD_TO_CART_MAX = 20;

/**
 * spec 9.4: the options of a cart line's quantity select: always the current value, and 0 (remove)
 * when the current value is not 0; the rest alternate below (values > 0) and above the current value,
 * starting below; sorted ascending. So 5 gives 0 2 3 4 5 6 7 8, and 1 gives 0 1 2 … 7.
 */
export function lineQuantityOptions(current: number): number[] {
  const options = new Set([current, 0]);
  let below = current - 1;
  let above = current + 1;
  let takeBelow = true;
  while (options.size < LINE_OPTION_COUNT) {
    if (takeBelow && below > 0) options.add(below--);
    else if (!takeBelow) options.add(above++);
    takeBelow = !takeBelow;
  }
  return [...options].sort((a, b) => a - b);
}

/** A select longer than this is unusable, and a typo in `data-props` ("max": 1e9) must not freeze the page. */
export const ADD_TO_CART_LIMIT = 99;

/**
 * spec 5.5: the add-to-cart select's options, 1 … max. A max that is not a whole number gives the
 * default; a max below 1 gives the single option 1; above 99 is capped.
 */
export function addToCartOptions(max: number = ADD_TO_CART_MAX): number[] {
  const top = Number.isInteger(max) ? Math.min(Math.max(max, 1), ADD_TO_CART_LIMIT) : ADD_TO_CART_MAX;
  return Array.from({ length: top }, (_, index) => index + 1);
}
