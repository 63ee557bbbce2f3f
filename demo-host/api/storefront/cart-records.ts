import type {
  CartErrorCode,
  CartWarningCode,
  CountryCode,
} from '@shopify/hydrogen-react/storefront-api-types';
import type { CartIdParts } from './cart-ids.ts';
import type { Customer, PostalAddress } from './customer-accounts.ts';

/*
 * The shop's data as the cart store keeps it: amounts in cents, dates as dates, references by id.
 * cart-view.ts turns it into the schema's shape.
 */

export interface Attribute {
  key: string;
  value: string;
}

export interface CartLineRecord {
  id: string;
  variantId: string;
  quantity: number;
  attributes: Attribute[];
}

export interface BuyerIdentityRecord {
  countryCode: CountryCode | null;
  email: string | null;
  phone: string | null;
  customer: Customer | null;
}

export interface SelectableAddress {
  id: string;
  selected: boolean;
  oneTimeUse: boolean;
  address: PostalAddress;
}

export interface CartRecord extends CartIdParts {
  createdAt: Date;
  updatedAt: Date;
  lines: CartLineRecord[];
  /** As typed by the buyer, at most once each (compared case-insensitively). */
  discountCodes: string[];
  buyerIdentity: BuyerIdentityRecord;
  deliveryAddresses: SelectableAddress[];
  attributes: Attribute[];
  note: string | null;
}

export interface CartUserErrorRecord {
  field: string[] | null;
  message: string;
  code: CartErrorCode;
}

export interface CartWarningRecord {
  code: CartWarningCode;
  message: string;
  target: string;
}

/** What every cart mutation answers: `{cart, userErrors, warnings}`, as its payload type. */
export interface CartOutcome {
  cart: CartRecord | null;
  userErrors: CartUserErrorRecord[];
  warnings: CartWarningRecord[];
}

export interface OrderLine {
  variantId: string;
  title: string;
  variantTitle: string;
  sku: string;
  quantity: number;
  originalTotalCents: number;
  discountedTotalCents: number;
}

export interface OrderRecord {
  id: string;
  name: string;
  orderNumber: number;
  cartToken: string;
  processedAt: Date;
  email: string | null;
  lines: OrderLine[];
  discountCodes: string[];
  subtotalCents: number;
  totalCents: number;
}
