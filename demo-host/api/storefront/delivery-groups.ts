import type { CartLineRecord, CartRecord } from './cart-records.ts';
import type { Catalogue } from './catalogue.ts';
import type { PostalAddress } from './customer-accounts.ts';
import type { ShippingProfile } from './seed.ts';

export interface DeliveryOption {
  handle: string;
  code: string;
  title: string;
  description: string;
  costCents: number;
}

export interface DeliveryGroup {
  id: string;
  address: PostalAddress;
  lines: CartLineRecord[];
  options: readonly DeliveryOption[];
}

const DHL_PACKET: DeliveryOption = {
  handle: 'dhl-paket',
  code: 'DHL Paket',
  title: 'DHL Paket',
  description: 'Zustellung in 1–3 Werktagen',
  costCents: 495,
};

/** The profiles that ship a parcel; a digital product needs no delivery and forms no group. */
type ParcelProfile = Exclude<ShippingProfile, 'digital'>;

/** What each shipping profile can go by; the first option is the one a new group starts with. */
const OPTIONS: Readonly<Record<ParcelProfile, readonly DeliveryOption[]>> = {
  print: [
    {
      handle: 'deutsche-post-buechersendung',
      code: 'Büchersendung',
      title: 'Deutsche Post Büchersendung',
      description: 'Zustellung in 3–5 Werktagen',
      costCents: 295,
    },
    DHL_PACKET,
  ],
  merchandise: [
    DHL_PACKET,
    {
      handle: 'dhl-express',
      code: 'DHL Express',
      title: 'DHL Express',
      description: 'Zustellung am nächsten Werktag',
      costCents: 1290,
    },
  ],
  poster: [
    {
      handle: 'dhl-paket-posterrolle',
      code: 'DHL Paket Posterrolle',
      title: 'DHL Paket in der Posterrolle',
      description: 'Zustellung in 2–4 Werktagen',
      costCents: 690,
    },
  ],
};

const PROFILE_ORDER: readonly ParcelProfile[] = ['print', 'merchandise', 'poster'];

/**
 * The cart's delivery groups: one per shipping profile among its lines (a magazine ships as a book
 * parcel, a mug in a box, a poster in a roll; a digital line, a training plan, ships in none), so a
 * mixed cart has up to three and the client's `first: 2` really cuts. As the schema describes, groups exist only once there is an address: the
 * cart's selected delivery address, else the signed-in customer's default address. Without one the
 * list is empty; `CartDeliveryGroup.deliveryAddress` is non-null in 2026-04, so there is no group
 * "without an address" to return.
 */
export function planDeliveryGroups(cart: CartRecord, catalogue: Catalogue): DeliveryGroup[] {
  const address = deliveryAddress(cart);
  if (!address) return [];
  const linesByProfile = new Map<ShippingProfile, CartLineRecord[]>();
  for (const line of cart.lines) {
    const profile = catalogue.find(line.variantId)?.product.shippingProfile;
    if (profile) linesByProfile.set(profile, [...(linesByProfile.get(profile) ?? []), line]);
  }
  return PROFILE_ORDER.flatMap((profile) => {
    const lines = linesByProfile.get(profile);
    if (!lines) return [];
    const id = `gid://shopify/CartDeliveryGroup/${PROFILE_ORDER.indexOf(profile) + 1}?cart=${cart.token}`;
    return [{ id, address, lines, options: OPTIONS[profile] }];
  });
}

function deliveryAddress(cart: CartRecord): PostalAddress | undefined {
  const addresses = cart.deliveryAddresses;
  const chosen = addresses.find((entry) => entry.selected) ?? addresses[0];
  return chosen?.address ?? cart.buyerIdentity.customer?.defaultAddress;
}
