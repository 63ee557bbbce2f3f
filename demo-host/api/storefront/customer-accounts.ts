import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';

export interface PostalAddress {
  id: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  /** ISO 3166-1 alpha-2, e.g. 'DE'. */
  countryCode: string;
  phone: string | null;
}

export interface Customer {
  id: string;
  email: string;
  createdAt: Date;
  defaultAddress: PostalAddress;
}

/**
 * Every demo customer gets the same default address, so a signed-in cart shows delivery groups: the
 * Storefront API bases them on "the default address of the logged-in customer".
 */
const DEMO_DEFAULT_ADDRESS: Omit<PostalAddress, 'id'> = {
  firstName: null,
  lastName: null,
  company: null,
  address1: 'Leuschnerstraße 1',
  address2: null,
  zip: '70174',
  city: 'Stuttgart',
  province: null,
  countryCode: 'DE',
  phone: null,
};

/**
 * The shop's customer accounts, created on the first sign-in (spec 7.11 multipass login). A sign-in
 * issues a customer access token, which the cart accepts as `buyerIdentity.customerAccessToken`.
 */
export class CustomerAccounts {
  readonly #byEmail = new Map<string, Customer>();
  readonly #byToken = new Map<string, Customer>();

  constructor(readonly now: Clock) {}

  /** Returns a new customer access token for the account with this email. */
  signIn(email: string): string {
    const normalised = email.trim().toLowerCase();
    let customer = this.#byEmail.get(normalised);
    if (!customer) {
      const number = 7100000000001 + this.#byEmail.size;
      customer = {
        id: `gid://shopify/Customer/${number}`,
        email: normalised,
        createdAt: this.now(),
        defaultAddress: {
          ...DEMO_DEFAULT_ADDRESS,
          id: `gid://shopify/MailingAddress/${number}?model_name=CustomerAddress`,
        },
      };
      this.#byEmail.set(normalised, customer);
    }
    const accessToken = randomBytes(16).toString('hex');
    this.#byToken.set(accessToken, customer);
    return accessToken;
  }

  byAccessToken(accessToken: string): Customer | undefined {
    return this.#byToken.get(accessToken);
  }
}
