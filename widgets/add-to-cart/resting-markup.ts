import { addToCartOptions } from '../../features/cart/quantity-options.ts';
import { actionButton } from '../../ui/action-button.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import { field } from '../../ui/field.ts';
import '../../ui/visually-hidden.css';

let selects = 0;

/**
 * issue 22: what add-to-cart.tsx renders (its `mountReact` root included), as plain DOM: the select
 * works without the cart runtime, and the React part that takes over has the same size and place.
 */
export function restingAddToCart({
  max,
  disabled = false,
}: {
  max?: number | undefined;
  disabled?: boolean;
}) {
  const root = kioskRoot(document.createElement('div'));
  const box = document.createElement('div');
  box.className = 'kiosk-add-to-cart';
  const label = document.createElement('label');
  label.className = 'kiosk-visually-hidden';
  label.htmlFor = `kiosk-add-to-cart-${++selects}`;
  label.textContent = 'Menge';
  const select = document.createElement('select');
  select.id = label.htmlFor;
  select.className = `${field} kiosk-add-to-cart__quantity`;
  select.disabled = disabled;
  for (const quantity of addToCartOptions(max)) {
    const option = document.createElement('option');
    option.value = option.textContent = String(quantity);
    select.append(option);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `${actionButton} kiosk-add-to-cart__button`;
  button.disabled = disabled;
  button.setAttribute('aria-busy', 'false');
  button.textContent = disabled ? 'Nicht verfügbar' : 'In den Warenkorb';
  box.append(label, select, button);
  root.append(box);
  return { root, select, button };
}
