import { useMemo, useRef, useState, type MouseEvent } from 'react';
import type { CartLine } from '../../features/cart/cart-types.ts';
import { AppliedDiscounts } from './applied-discounts.tsx';
import { CartButton } from './cart-button.tsx';
import { CartCosts } from './cart-costs.tsx';
import { useCartController, useCartOptions, useCartState } from '../../features/cart/cart-provider.tsx';
import { CartLineItem } from './cart-line.tsx';
import { checkoutAction, checkoutUrl } from './checkout.ts';
import { HostSlot } from './host-slot.tsx';
import { actionButton, actionButtonSecondary } from '../../ui/action-button.ts';
import { keepFocus } from '../../ui/keep-focus.ts';
import { Notice } from '../../ui/notice.tsx';
import { SideSheet, sideSheetClosing } from '../../ui/side-sheet.tsx';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { VoucherForm } from './voucher-form.tsx';
import { NEW_TAB_HINT } from '../../src/page/blank-target.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';

/** spec 4.10, 9.4: drawer animations take 500 ms (none for readers who ask for reduced motion). */
export const DRAWER_ANIMATION_MS = 500;

/** The cart drawer with its floating button: every item of spec 2.8, in its order. */
export function CartDrawer() {
  const controller = useCartController();
  const options = useCartOptions();
  const cart = useCartState((state) => state.cart);
  const email = useCartState((state) => state.email ?? options.email);
  const isOpen = useCartState((state) => state.isCartOpen);
  const notice = useCartState((state) => state.notice);
  // After a retry that worked, focus goes to the control before the notice, not to <body>.
  const closeButton = useRef<HTMLButtonElement>(null);
  const { rememberOpener, dialogProps } = useModalDialog(isOpen, controller.close, {
    closingClass: sideSheetClosing,
    closingMs: DRAWER_ANIMATION_MS,
    overlayId: 'cart-drawer',
  });
  const lines = cart?.lines.nodes ?? [];
  // The line the reader last removed, for 'Rückgängig' once the shop has taken it out (issue 23).
  const [removed, setRemoved] = useState<CartLine>();
  const undoable = removed && !lines.some((line) => line.id == removed.id) ? removed : undefined;
  // Closing the drawer ends the offer (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen != isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setRemoved(undefined);
  }
  const undo = (button: HTMLElement, line: CartLine) => {
    keepFocus(button);
    setRemoved(undefined);
    void controller.add([
      {
        merchandiseId: line.merchandise.id,
        quantity: line.quantity,
        attributes: line.attributes.map(({ key, value }) => ({ key, value: value ?? '' })),
      },
    ]);
  };
  // The href is what a middle click or 'open in new tab' uses: checked like the click's target, and
  // memoised per cart so a dropped checkoutUrl is reported once.
  const safeCheckoutUrl = useMemo(() => checkoutUrl(cart), [cart]);
  const showLogin = (options.onLogin || options.onRegister) && !email && lines.length > 0;

  const onCheckout = (event: MouseEvent<HTMLAnchorElement>) => {
    const action = checkoutAction(cart, email, options);
    if (action.kind != 'navigate') event.preventDefault();
    // Nowhere safe to go: the shop sent an unusable checkoutUrl; the reader is told, not ignored.
    if (action.kind == 'nothing') return controller.checkoutUnavailable();
    controller.checkoutStarted();
    if (action.kind == 'host') action.run();
  };

  return (
    <>
      <CartButton onOpen={rememberOpener} />
      <SideSheet
        dialogProps={dialogProps}
        title="Warenkorb"
        onClose={controller.close}
        closeRef={closeButton}
        slide
        className="kiosk-cart"
      >
        <Notice message={notice?.message} onRetry={notice?.retry} focusWhenGone={closeButton} />
        <HostSlot slot={options.slots?.beforeItems} cart={cart} name="before-items" />
        {lines.length > 0 ? (
          <ul className="kiosk-cart__lines">
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} onRemove={setRemoved} />
            ))}
          </ul>
        ) : (
          <p className="kiosk-cart__empty">Ihr Warenkorb ist leer.</p>
        )}
        <div className="kiosk-cart__undo" role="status">
          {undoable && (
            <>
              <span>„{undoable.merchandise.product.title}“ wurde entfernt.</span>
              <button
                type="button"
                className="kiosk-cart__undo-button"
                onClick={(event) => undo(event.currentTarget, undoable)}
              >
                Rückgängig
              </button>
            </>
          )}
        </div>
        <HostSlot slot={options.slots?.beforeDiscountCodes} cart={cart} name="before-discount-codes" />
        {/* Nothing to buy, nothing to pay (issue 23, 6): an empty cart, never filled or just emptied, shows
            its applied codes and 'Weiter einkaufen', no voucher field, total, checkout or login. */}
        {lines.length > 0 && options.showVoucher && <VoucherForm />}
        {lines.length > 0 && options.showVoucherNote && (
          <p className="kiosk-cart__hint">Gutscheincodes können Sie im Bestellprozess eingeben</p>
        )}
        <AppliedDiscounts />
        <HostSlot slot={options.slots?.beforeCosts} cart={cart} name="before-costs" />
        {lines.length > 0 && (
          <>
            {options.showShippingHint && (
              <p className="kiosk-cart__hint">Versandkosten werden an der Kasse berechnet</p>
            )}
            <CartCosts cart={cart} />
            <a
              className={`${actionButton} kiosk-cart__checkout`}
              // The checked URL, not the shop's: a `javascript:` href would run on a middle click or
              // "open in new tab", where the click handler below never sees it. Without one it stays a link.
              href={safeCheckoutUrl}
              role={safeCheckoutUrl ? undefined : 'link'}
              target={options.checkoutInNewTab ? '_blank' : undefined}
              rel={options.checkoutInNewTab ? 'noopener' : undefined}
              onClick={onCheckout}
            >
              Zur Kasse
              {/* The reader is told before a new tab opens, in the words the paywall offers use (issue 23). */}
              {options.checkoutInNewTab && <VisuallyHidden> ({NEW_TAB_HINT})</VisuallyHidden>}
            </a>
          </>
        )}
        {showLogin && (
          <div className="kiosk-cart__login">
            <p className="kiosk-cart__divider">
              <span>ODER ANMELDEN</span>
            </p>
            <div className="kiosk-cart__login-buttons">
              {options.onRegister && (
                <button
                  type="button"
                  className={`${actionButtonSecondary} kiosk-cart__secondary`}
                  onClick={() => options.onRegister?.({ extraQueryParams: { type: 'registration' } })}
                >
                  Registrieren
                </button>
              )}
              {options.onLogin && (
                <button
                  type="button"
                  className={`${actionButtonSecondary} kiosk-cart__secondary`}
                  onClick={() => options.onLogin?.()}
                >
                  Anmelden
                </button>
              )}
            </div>
          </div>
        )}
        {!options.hideContinueShopping && (
          <button type="button" className="kiosk-cart__continue" onClick={controller.close}>
            oder Weiter einkaufen →
          </button>
        )}
      </SideSheet>
    </>
  );
}
