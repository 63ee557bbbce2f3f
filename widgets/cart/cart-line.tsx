import { useUniqueId } from '../../ui/use-unique-id.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CartLine } from '../../features/cart/cart-types.ts';
import { codeKey } from '../../features/cart/code-verdict.ts';
import { formatMoney, subtractAmounts } from '../../features/cart/money.ts';
import { lineQuantityOptions } from '../../features/cart/quantity-options.ts';
import { useCartController, useCartState } from '../../features/cart/cart-provider.tsx';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { field } from '../../ui/field.ts';
import { iconButton } from '../../ui/icon-button.tsx';
import { keepFocus } from '../../ui/keep-focus.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';

const IMAGE_OVERRIDE = 'overwrite_product_image_url';
export const TYPED_QUANTITY_ERROR = 'Bitte geben Sie eine Menge von 0 bis 999 ein.';

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

/** '−' or '+', drawn: as text the minus sign would be a second spelling beside the amounts' '-'. */
function StepIcon({ plus = false }: { plus?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d={plus ? 'M2 8h12M8 2v12' : 'M2 8h12'} stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * One cart line (spec 2.8). While its update is in flight the quantity select gives way to a
 * spinner; keyboard focus returns to the select afterwards, so a keyboard user keeps their place,
 * or goes on to the next line when the line was removed (ui/keep-focus.ts).
 */
export function CartLineItem({
  line,
  onRemove,
}: {
  line: CartLine;
  /** The reader chose to remove the line ('0 (entfernen)' or '−' at 1): the drawer offers an undo. */
  onRemove?: (line: CartLine) => void;
}) {
  const controller = useCartController();
  const updating = useCartState((state) => state.updating[line.id] == true);
  const chosen = useCartState((state) => state.chosen[line.id]);
  const messages = useCartState((state) => state.lineMessages[line.id]);
  const selectId = useUniqueId();
  const select = useRef<HTMLSelectElement>(null);
  const hadFocus = useRef(false);
  // 'Andere Menge': a typed quantity in the select's place (issue 23, best products: eight options are
  // a short window for 25 copies). It says in German what it cannot take and keeps the text as typed.
  const [typing, setTyping] = useState(false);
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
  // issue 23 (best products): the title leads to the product's page, where the shop has one.
  const productPage = merchandise.product.onlineStoreUrl;
  const productHref = useMemo(
    () => safeUrl(productPage, { source: 'cart', field: 'product.onlineStoreUrl' }),
    [productPage],
  );

  const title = merchandise.product.title;
  // The select, '−' and '+' all go through here; focus moves on when the line goes (ui/keep-focus.ts).
  const choose = (control: HTMLElement, next: number) => {
    if (next < 0) return;
    keepFocus(control);
    if (next == 0) onRemove?.(line);
    controller.setQuantity(line.id, next);
  };

  const backToSelect = useRef(false);
  const endTyping = () => {
    backToSelect.current = true;
    setTyping(false);
  };
  const takeTyped = (input: HTMLInputElement, report: boolean) => {
    const next = Number(input.value);
    input.setCustomValidity(/^\s*\d{1,3}\s*$/.test(input.value) ? '' : TYPED_QUANTITY_ERROR);
    if (!input.checkValidity()) return report && input.reportValidity();
    endTyping();
    if (next == quantity) return;
    hadFocus.current = true;
    choose(input, next);
  };
  // Focus follows the reader into the field, and back to the select after it.
  useEffect(() => {
    if (typing) {
      const field = document.getElementById(selectId) as HTMLInputElement | null;
      field?.focus();
      field?.select();
    } else if (backToSelect.current) {
      backToSelect.current = false;
      select.current?.focus();
    }
  }, [typing, selectId]);

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
          alt={merchandise.image?.altText ?? ''}
          width="64"
          height="64"
          loading="lazy"
          // The address last (see src/kit/element-helper.ts: preact sets attributes as written).
          src={image}
        />
      ) : (
        <span className="kiosk-cart-line__image" />
      )}
      <div className="kiosk-cart-line__body">
        <p className="kiosk-cart-line__title">
          {productHref ? <a href={productHref}>{merchandise.product.title}</a> : merchandise.product.title}
        </p>
        {variant && <p className="kiosk-cart-line__variant">{variant}</p>}
        <LinePrice line={line} />
        <div className="kiosk-cart-line__quantity">
          {!updating && (
            <label htmlFor={selectId}>
              Menge<VisuallyHidden>: {title}</VisuallyHidden>
            </label>
          )}
          <button
            type="button"
            className={`${iconButton} kiosk-cart-line__step`}
            aria-label={quantity == 1 ? `Entfernen: ${title}` : `Eins weniger: ${title}`}
            onClick={(event) => choose(event.currentTarget, quantity - 1)}
          >
            <StepIcon />
          </button>
          {/* A typed quantity stays while an update runs (the stepper's change may still be on its way):
              the reader's field is theirs until they leave it. */}
          {typing ? (
            <input
              id={selectId}
              className={`${field} kiosk-cart-line__typed`}
              inputMode="numeric"
              defaultValue={quantity}
              onKeyDown={(event) => {
                if (event.key == 'Enter') takeTyped(event.currentTarget, true);
                if (event.key != 'Escape') return;
                // Back to the select, not out of the drawer.
                event.preventDefault();
                event.stopPropagation();
                endTyping();
              }}
              onBlur={(event) => takeTyped(event.currentTarget, false)}
            />
          ) : updating ? (
            <Spinner label="Menge wird aktualisiert …" />
          ) : (
            <select
              id={selectId}
              className={field}
              ref={select}
              value={quantity}
              onChange={(event) => {
                hadFocus.current = true;
                choose(event.currentTarget, Number(event.currentTarget.value));
              }}
            >
              {lineQuantityOptions(quantity).map((option) => (
                <option key={option} value={option}>
                  {option == 0 ? '0 (entfernen)' : option}
                </option>
              ))}
            </select>
          )}
          <button
            type="button"
            className={`${iconButton} kiosk-cart-line__step`}
            aria-label={`Eins mehr: ${title}`}
            onClick={(event) => choose(event.currentTarget, quantity + 1)}
          >
            <StepIcon plus />
          </button>
          {!updating && !typing && (
            <button
              type="button"
              className="kiosk-cart-line__type"
              aria-label={`Andere Menge: ${title}`}
              onClick={() => setTyping(true)}
            >
              Andere Menge
            </button>
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
