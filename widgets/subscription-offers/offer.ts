import { readableRecords } from '../../src/kit/readable-records.ts';

export const OFFERS_TIMEOUT_MS = 8_000;

/** One subscription offer as the landing page shows it (issue 27). Prices in cents, gross. */
export interface Offer {
  id: string;
  brandName: string;
  tier: string;
  billing: 'monthly' | 'yearly';
  priceCents: number;
  monthlyCents: number;
  trialDays: number;
  termMonths: number;
  noticeDays: number;
  benefits: string[];
}

const isCount = (value: unknown): value is number =>
  typeof value == 'number' && Number.isInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value == 'string' && value.trim() != '';

function readOffer(record: unknown): Offer | undefined {
  if (typeof record != 'object' || record === null) return undefined;
  const entry = record as Record<string, unknown>;
  const { id, brandName, tier, billing, priceCents, monthlyCents, trialDays, termMonths, noticeDays } = entry;
  const fits =
    isText(id) &&
    isText(brandName) &&
    isText(tier) &&
    (billing === 'monthly' || billing === 'yearly') &&
    isCount(priceCents) &&
    isCount(monthlyCents) &&
    isCount(trialDays) &&
    isCount(termMonths) &&
    termMonths > 0 &&
    isCount(noticeDays);
  if (!fits) return undefined;
  const benefits = Array.isArray(entry.benefits) ? entry.benefits.filter(isText) : [];
  return {
    id,
    brandName,
    tier,
    billing,
    priceCents,
    monthlyCents,
    trialDays,
    termMonths,
    noticeDays,
    benefits,
  };
}

/** The offers of an answer `{ offers: [...] }`; undefined when it is no such answer. */
export function readOffers(body: unknown): Offer[] | undefined {
  const offers = (body as { offers?: unknown } | null)?.offers;
  if (!Array.isArray(offers)) return undefined;
  return readableRecords(offers, readOffer, 'subscription-offers', 'offers');
}

const number = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '9,99 €' (comma decimals, the sign after the amount). */
export const euros = (cents: number) => `${number.format(cents / 100)} €`;

const months = (count: number) => `${count} ${count == 1 ? 'Monat' : 'Monate'}`;

/** 'im Monat' or 'im Jahr': what one payment covers. */
export const perPeriod = (offer: Offer) => (offer.billing == 'yearly' ? 'im Jahr' : 'im Monat');

/**
 * Trial, term and notice in one sentence by the button (issue 27, § 312j BGB: the reader knows what
 * they order before the click): '30 Tage gratis, danach 9,99 € im Monat, Mindestlaufzeit 1 Monat,
 * monatlich kündbar.'
 */
export function termsSentence(offer: Offer): string {
  const price = `${euros(offer.priceCents)} ${perPeriod(offer)}`;
  const start = offer.trialDays > 0 ? `${offer.trialDays} Tage gratis, danach ${price}` : price;
  const notice =
    offer.noticeDays > 0
      ? `danach monatlich kündbar mit ${offer.noticeDays} Tagen Frist`
      : 'monatlich kündbar';
  return `${start}, Mindestlaufzeit ${months(offer.termMonths)}, ${notice}.`;
}
