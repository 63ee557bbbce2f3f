import type { CartErrorCode, CartWarningCode } from '@shopify/hydrogen-react/storefront-api-types';
import type { CartOutcome, CartUserErrorRecord, CartWarningRecord } from './cart-records.ts';

/*
 * The userErrors and warnings the cart mutations answer with, with Shopify's codes and the German
 * messages a German shop gives. userErrors name the input `field` path, as Shopify's do
 * (['lines', '0', 'quantity']); warnings name their `target`, the line or cart they concern.
 */

function userError(field: string[] | null, message: string, code: CartErrorCode): CartUserErrorRecord {
  return { field, message, code };
}

function warning(code: CartWarningCode, message: string, target: string): CartWarningRecord {
  return { code, message, target };
}

/** No "cart not found" code exists in CartErrorCode; Shopify answers INVALID on `cartId`. */
export function cartNotFound(): CartOutcome {
  return {
    cart: null,
    userErrors: [userError(['cartId'], 'Der angegebene Warenkorb existiert nicht.', 'INVALID')],
    warnings: [],
  };
}

export function cartTooLarge(maxLines: number): CartUserErrorRecord {
  return userError(null, `Ein Warenkorb fasst höchstens ${maxLines} Zeilen.`, 'CART_TOO_LARGE');
}

export function merchandiseNotFound(field: string[], merchandiseId: string): CartUserErrorRecord {
  return userError(field, `Die Ware mit der ID ${merchandiseId} existiert nicht.`, 'INVALID');
}

export function lineNotFound(field: string[], lineId: string): CartUserErrorRecord {
  return userError(field, `Die Warenkorbzeile ${lineId} wurde nicht gefunden.`, 'INVALID_MERCHANDISE_LINE');
}

export function maximumExceeded(field: string[], title: string, maximum: number): CartUserErrorRecord {
  return userError(
    field,
    `Von „${title}“ können Sie höchstens ${maximum} Stück bestellen.`,
    'MAXIMUM_EXCEEDED',
  );
}

export function requiresSellingPlan(field: string[], title: string): CartUserErrorRecord {
  return userError(field, `„${title}“ gibt es nur im Abo.`, 'VARIANT_REQUIRES_SELLING_PLAN');
}

export function quantityBelowOne(field: string[]): CartUserErrorRecord {
  return userError(field, 'Die Menge muss mindestens 1 sein.', 'INVALID');
}

export function negativeQuantity(field: string[]): CartUserErrorRecord {
  return userError(field, 'Die Menge darf nicht negativ sein.', 'INVALID');
}

export function invalidEmail(field: string[]): CartUserErrorRecord {
  return userError(field, 'Die E-Mail-Adresse ist ungültig.', 'INVALID');
}

export function unknownCustomerAccessToken(field: string[]): CartUserErrorRecord {
  return userError(field, 'Das Kunden-Zugriffstoken ist ungültig.', 'INVALID');
}

export function noCompanyLocations(field: string[]): CartUserErrorRecord {
  return userError(field, 'Der Demo-Shop hat keine Firmenstandorte.', 'INVALID_COMPANY_LOCATION');
}

export function notEnoughStock(title: string, stock: number, target: string): CartWarningRecord {
  return warning(
    'MERCHANDISE_NOT_ENOUGH_STOCK',
    `Von „${title}“ sind nur noch ${stock} Stück verfügbar.`,
    target,
  );
}

export function outOfStock(title: string, target: string): CartWarningRecord {
  return warning('MERCHANDISE_OUT_OF_STOCK', `„${title}“ ist ausverkauft.`, target);
}

export function discountNotFound(code: string, target: string): CartWarningRecord {
  return warning('DISCOUNT_NOT_FOUND', `Der Rabattcode „${code}“ ist ungültig.`, target);
}

export function discountUsedUp(code: string, target: string): CartWarningRecord {
  return warning(
    'DISCOUNT_USAGE_LIMIT_REACHED',
    `Der Rabattcode „${code}“ wurde bereits so oft eingelöst wie möglich.`,
    target,
  );
}

export function discountNotCombinable(code: string, target: string): CartWarningRecord {
  return warning(
    'DISCOUNT_CODE_NOT_HONOURED',
    `Der Rabattcode „${code}“ lässt sich nicht mit anderen Rabattcodes kombinieren.`,
    target,
  );
}
