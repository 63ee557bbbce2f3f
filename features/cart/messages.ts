/**
 * What a reader reads when the storefront reports a warning or a user error. The best-known carts
 * drop these silently (anchors/cart.md §2.2); every code reaches the reader here, in German, near what
 * it concerns. Spec strings are quoted exactly ('Nur noch {quantity} verfügbar', 'Ungültig').
 */

/** spec 5.5, 8: shown on a line when the server kept fewer than the reader asked for. */
export const onlyAvailable = (quantity: number) => `Nur noch ${quantity} verfügbar`;

export const INVALID_CODE = 'Ungültig';
/** An applicable code on an emptied cart: nothing to discount yet, and not invalid for that. */
export const CODE_WAITING = 'Gilt, sobald Ihr Warenkorb Artikel enthält';
/** Shopify does not combine order discounts by default; the reader learns which code is in the way. */
export const notCombinable = (applied: string) =>
  `Dieser Gutscheincode lässt sich nicht mit Ihrem Gutschein ${applied} kombinieren.`;
export const NETWORK_FAILURE =
  'Der Warenkorb ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.';
/** The shop sent no checkout address a reader may be sent to (issue 10, defect 1). */
export const CHECKOUT_UNAVAILABLE =
  'Die Kasse ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.';
export const SOLD_OUT = 'Dieser Artikel ist leider ausverkauft.';
export const CART_EXPIRED = 'Ihr bisheriger Warenkorb ist abgelaufen. Wir haben einen neuen angelegt.';
export const CART_GONE = 'Ihr Warenkorb ist abgelaufen. Bitte legen Sie die Artikel erneut hinein.';

/** CartWarningCode (anchors §4); stock warnings are shown as `onlyAvailable` with the line's quantity. */
export const WARNING_MESSAGES: Readonly<Record<string, string>> = {
  MERCHANDISE_OUT_OF_STOCK: SOLD_OUT,
  MERCHANDISE_SELLING_PLAN_NOT_APPLICABLE_ON_COMPANY_LOCATION:
    'Dieser Artikel kann so nicht bestellt werden.',
  DISCOUNT_NOT_FOUND: 'Diesen Gutscheincode gibt es nicht. Bitte prüfen Sie die Schreibweise.',
  DISCOUNT_CODE_NOT_HONOURED: 'Dieser Gutscheincode kann für diesen Warenkorb nicht eingelöst werden.',
  DISCOUNT_CURRENTLY_INACTIVE: 'Dieser Gutscheincode ist derzeit nicht gültig.',
  DISCOUNT_CUSTOMER_NOT_ELIGIBLE: 'Dieser Gutscheincode gilt nicht für Ihr Kundenkonto.',
  DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED:
    'Sie haben diesen Gutscheincode bereits so oft eingelöst wie möglich.',
  DISCOUNT_ELIGIBLE_CUSTOMER_MISSING: 'Bitte melden Sie sich an, um diesen Gutscheincode einzulösen.',
  DISCOUNT_INCOMPATIBLE_PURCHASE_TYPE: 'Dieser Gutscheincode gilt nicht für diese Art von Bestellung.',
  DISCOUNT_NO_ENTITLED_LINE_ITEMS: 'Dieser Gutscheincode gilt für keinen Artikel in Ihrem Warenkorb.',
  DISCOUNT_NO_ENTITLED_SHIPPING_LINES: 'Dieser Gutscheincode gilt nicht für die gewählte Versandart.',
  DISCOUNT_PURCHASE_NOT_IN_RANGE: 'Der Bestellwert erfüllt die Bedingungen dieses Gutscheincodes nicht.',
  DISCOUNT_QUANTITY_NOT_IN_RANGE: 'Die Artikelanzahl erfüllt die Bedingungen dieses Gutscheincodes nicht.',
  DISCOUNT_USAGE_LIMIT_REACHED: 'Dieser Gutscheincode ist bereits aufgebraucht.',
  PAYMENTS_GIFT_CARDS_UNAVAILABLE: 'Geschenkkarten können gerade nicht verwendet werden.',
  DUPLICATE_DELIVERY_ADDRESS: 'Diese Lieferadresse ist bereits hinterlegt.',
};

/** CartErrorCode (anchors §4): the codes a drawer meets, and a fallback for the rest. */
export const ERROR_MESSAGES: Readonly<Record<string, string>> = {
  MAXIMUM_EXCEEDED: 'Die Höchstmenge für diesen Artikel ist erreicht.',
  MINIMUM_NOT_MET: 'Die Mindestmenge für diesen Artikel ist nicht erreicht.',
  INVALID_INCREMENT: 'Diesen Artikel gibt es nur in bestimmten Mengenschritten.',
  INVALID_MERCHANDISE_LINE: 'Dieser Artikel ist nicht mehr in Ihrem Warenkorb.',
  MERCHANDISE_NOT_APPLICABLE: 'Dieser Artikel kann nicht in den Warenkorb gelegt werden.',
  VARIANT_REQUIRES_SELLING_PLAN: 'Diesen Artikel gibt es nur im Abo.',
  SELLING_PLAN_NOT_APPLICABLE: 'Diese Abo-Option passt nicht zu diesem Artikel.',
  MISSING_DISCOUNT_CODE: 'Bitte geben Sie einen Gutscheincode ein.',
  MISSING_NOTE: 'Bitte geben Sie eine Notiz ein.',
  NOTE_TOO_LONG: 'Die Notiz ist zu lang.',
  INVALID: 'Diese Eingabe ist ungültig.',
  LESS_THAN: 'Dieser Wert ist zu klein.',
  INVALID_METAFIELDS: 'Diese Angaben sind ungültig.',
  MISSING_CUSTOMER_ACCESS_TOKEN: 'Bitte melden Sie sich erneut an.',
  BUYER_CANNOT_PURCHASE_FOR_COMPANY_LOCATION:
    'Mit diesem Konto kann für diesen Standort nicht bestellt werden.',
  CART_TOO_LARGE: 'Ihr Warenkorb ist voll. Bitte entfernen Sie zuerst einen Artikel.',
  SERVICE_UNAVAILABLE:
    'Der Warenkorb konnte nicht gespeichert werden. Bitte versuchen Sie es gleich noch einmal.',
  GIFT_CARD_RECIPIENT_INVALID: 'Die Angaben zum Empfänger der Geschenkkarte sind ungültig.',
  BUNDLES_AND_ADDONS_CANNOT_BE_MIXED: 'Sets und Zusatzartikel können nicht zusammen bestellt werden.',
};

export const FALLBACK_WARNING = 'Ihr Warenkorb wurde angepasst.';
export const FALLBACK_ERROR = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';

export const warningMessage = (code: string) => WARNING_MESSAGES[code] ?? FALLBACK_WARNING;
export const errorMessage = (code: string | null | undefined) =>
  (code && ERROR_MESSAGES[code]) || FALLBACK_ERROR;
