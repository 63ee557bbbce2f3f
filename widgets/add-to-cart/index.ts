import { defineWidget } from '../../src/kit/define-widget.ts';
import { createIsland } from '../../src/kit/island.ts';
import { reportWidgetError } from '../../src/kit/report-widget-error.ts';
import { besideHolder } from '../../ui/beside.ts';
import { meta } from './meta.ts';
import { restingAddToCart } from './resting-markup.ts';
import './add-to-cart.css';

/**
 * spec 5.5. The mount point may be the server's own `<button>` or shop link (props: `meta.ts`), which
 * cannot hold a select: the widget then sits right after it. Until the first add (issue 22) the select
 * and the button are plain DOM; the cart with its Storefront client and the React part load when the
 * reader reaches for it (pointer, focus, touch) or on idle, and a click during the load adds once.
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const { storefront } = kiosk.config;
  if (!storefront) throw new Error('no storefront in #kiosk-config: set storefront.endpoint and accessToken');
  const resting = restingAddToCart(props);
  const island = (holder: HTMLElement) =>
    void createIsland({
      element: holder,
      scope,
      control: '.kiosk-add-to-cart__button',
      load: () =>
        import('./mount-part.tsx').then(({ renderAddToCart }) =>
          renderAddToCart(kiosk, storefront, props, () => Number(resting.select.value)),
        ),
      // The resting select and button stay; the next reach tries again.
      onError: (error) => reportWidgetError(element, 'the cart failed to load', error),
    });
  if (element.matches('button, a[href]')) {
    const beside = besideHolder(element);
    beside.holder.append(resting.root);
    // A keyboard reader may already be on the server's button: keep them on the widget's own.
    const hadFocus = document.activeElement === element;
    beside.show(false);
    if (hadFocus) resting.button.focus();
    scope.add(beside.remove);
    if (!props.disabled) island(beside.holder);
  } else {
    const own = [...element.childNodes];
    element.replaceChildren(resting.root);
    scope.add(() => element.replaceChildren(...own));
    if (!props.disabled) island(element);
  }
});
