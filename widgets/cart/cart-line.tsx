import { useUniqueId } from '../../ui/use-unique-id.ts';
import { useEffect, useMemo, useRef } from 'react';
import type { CartLine } from '../../features/cart/cart-types.ts';
import { codeKey } from '../../features/cart/code-verdict.ts';
import { formatMoney, subtractAmounts } from '../../features/cart/money.ts';
import { lineQuantityOptions } from '../../features/cart/quantity-options.ts';
import { useCartController, useCartState } from '../../features/cart/cart-provider.tsx';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { field } from '../../ui/field.ts';
import { keepFocus } from '../../ui/keep-focus.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';

const IMAGE_OVERRIDE = 'overwrite_product_image_url';

/** spec 2.8: the variant title, capitalised, hidden when it is Shopify's 'Default Title'. */
export function variantLabel(title: string): string | undefined {
  if (title.trim().toLowerCase() == 'default title') return undefined;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

function LinePrice({ line }: { line: CartLine }) {
  const discount = line.discountAllocations[0]?.discountedAmount;
  // spec 2.8: discounted when the first allocation's discountedAmount.amount is greater than 0.
  if (!discount || !(Number.parseFloat(discount.amount) > 0)) {
    return <span className="kiosk-cart-line__price">{formatMoney(line.cost.totalAmount)}</span>;
  }
  const subtotal = line.cost.subtotalAmount;
  const codes = line.discountAllocations
    .map((allocation) =>
      'code' in allocation && allocation.code
        ? `${codeKey(allocation.code)} (-${formatMoney(allocation.discountedAmount)})`
        : '',
    )
    .filter(Boolean)
    .join(', ');
  return (
    <span className="kiosk-cart-line__price">
      <s>
        <VisuallyHidden>statt </VisuallyHidden>
        {formatMoney(subtotal)}
      </s>{' '}
      <strong>
        {formatMoney({
          amount: subtractAmounts(subtotal.amount, discount.amount),
          currencyCode: subtotal.currencyCode,
        })}
      </strong>
      {codes && <span className="kiosk-cart-line__codes"> {codes}</span>}
    </span>
  );
}

/**
 * One cart line (spec 2.8). While its update is in flight the quantity select gives way to a
 * spinner; keyboard focus returns to the select afterwards, so a keyboard user keeps their place,
 * or goes on to the next line when the line was removed (ui/keep-focus.ts).
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const controller = useCartController();
  const updating = useCartState((state) => state.updating[line.id] == true);
  const chosen = useCartState((state) => state.chosen[line.id]);
  const messages = useCartState((state) => state.lineMessages[line.id]);
  const selectId = useUniqueId();
  const select = useRef<HTMLSelectElement>(null);
  const hadFocus = useRef(false);
  const quantity = chosen ?? line.quantity;
  const merchandise = line.merchandise;
  const override = line.attributes.find((attribute) => attribute.key == IMAGE_OVERRIDE)?.value;
  const rawImage = override || merchandise.image?.url;
  // The image URL comes from the shop (or a line attribute anyone can set): checked like every URL,
  // no image when it is not https. Memoised so a dropped URL is reported once, not on every render.
  const image = useMemo(
    () => safeUrl(rawImage, { source: 'cart', field: override ? IMAGE_OVERRIDE : 'image.url' }),
    [rawImage, override],
  );
  const variant = variantLabel(merchandise.title);

  useEffect(() => {
    if (!updating && hadFocus.current) {
      hadFocus.current = false;
      select.current?.focus();
    }
  }, [updating]);

  return (
    <li className="kiosk-cart-line">
      {image ? (
        <img
          className="kiosk-cart-line__image"
          src={image}
          alt={merchandise.image?.altText ?? ''}
          width="64"
          height="64"
          loading="lazy"
        />
      ) : (
        <span className="kiosk-cart-line__image" />
      )}
      <div className="kiosk-cart-line__body">
        <p className="kiosk-cart-line__title">{merchandise.product.title}</p>
        {variant && <p className="kiosk-cart-line__variant">{variant}</p>}
        <LinePrice line={line} />
        <div className="kiosk-cart-line__quantity">
          {!updating && (
            <label htmlFor={selectId}>
              Menge<VisuallyHidden>: {merchandise.product.title}</VisuallyHidden>
            </label>
          )}
          {updating ? (
            <Spinner label="Menge wird aktualisiert …" />
          ) : (
            <select
              id={selectId}
              className={field}
              ref={select}
              value={quantity}
              onChange={(event) => {
                hadFocus.current = true;
                // '0 (entfernen)' takes the line away: focus goes on to the next line, else the title.
                keepFocus(event.currentTarget);
                controller.setQuantity(line.id, Number(event.currentTarget.value));
              }}
            >
              {lineQuantityOptions(quantity).map((option) => (
                <option key={option} value={option}>
                  {option == 0 ? '0 (entfernen)' : option}
                </option>
              ))}
            </select>
          )}
        </div>
        <div className="kiosk-cart-line__messages" aria-live="polite">
          {messages?.map((message) => (
            <p key={message} className="kiosk-cart__error">
              {message}
            </p>
          ))}
        </div>
      </div>
    </li>
  );
}
