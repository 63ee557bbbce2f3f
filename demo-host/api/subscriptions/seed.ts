import { BRANDS } from '../../../src/brands.ts';

/** A subscription offer of one brand (issue 27). Prices in cents, gross (inkl. MwSt.). */
export interface DemoOffer {
  id: string;
  project: string;
  brandName: string;
  /** spec 4.3: 'plus' on the main car project, 'pur' and 'plus' on the others. */
  tier: 'plus' | 'pur';
  billing: 'monthly' | 'yearly';
  /** What one billing period costs: a month, or a year. */
  priceCents: number;
  /** The price per month (for a yearly offer, the year's price over twelve, rounded). */
  monthlyCents: number;
  /** Days free before the first payment; 0 for none. */
  trialDays: number;
  /** The minimum term in months. */
  termMonths: number;
  /** Days of notice before an end; 0: to the end of any month. */
  noticeDays: number;
  benefits: readonly string[];
}

/** The brands that sell subscriptions: those whose plus feature is on (src/brands.ts). */
export const SUBSCRIPTION_PROJECTS: readonly string[] = BRANDS.filter((brand) => brand.features.plus).map(
  (brand) => brand.project,
);

/** spec 4.3: hasAbo gives 'plus' on the main car project; elsewhere 'pur' (hasAbo) and 'plus' (hasNewAbo). */
const tiersOf = (project: string): readonly DemoOffer['tier'][] =>
  project == 'ams' ? ['plus'] : ['pur', 'plus'];

const PRICES = {
  plus: { monthly: 999, yearly: 9_999, trialDays: 30 },
  pur: { monthly: 499, yearly: 4_999, trialDays: 14 },
} as const;

const BENEFITS = {
  plus: ['Alle plus-Artikel', 'Das Heft als ePaper', 'Weniger Werbung'],
  pur: ['Alle Artikel ohne Werbung', 'Ohne Tracking durch Dritte'],
} as const;

/** Every brand's offers, monthly and yearly per tier; a yearly offer has no trial and a 30-day notice. */
export const DEMO_OFFERS: readonly DemoOffer[] = BRANDS.filter((brand) =>
  SUBSCRIPTION_PROJECTS.includes(brand.project),
).flatMap((brand) =>
  tiersOf(brand.project).flatMap((tier) => [
    {
      id: `${brand.project}-${tier}-monthly`,
      project: brand.project,
      brandName: brand.name,
      tier,
      billing: 'monthly' as const,
      priceCents: PRICES[tier].monthly,
      monthlyCents: PRICES[tier].monthly,
      trialDays: PRICES[tier].trialDays,
      termMonths: 1,
      noticeDays: 0,
      benefits: BENEFITS[tier],
    },
    {
      id: `${brand.project}-${tier}-yearly`,
      project: brand.project,
      brandName: brand.name,
      tier,
      billing: 'yearly' as const,
      priceCents: PRICES[tier].yearly,
      monthlyCents: Math.round(PRICES[tier].yearly / 12),
      trialDays: 0,
      termMonths: 12,
      noticeDays: 30,
      benefits: BENEFITS[tier],
    },
  ]),
);

/** A reader's contract as seeded: an offer, a start, and the end of one cancelled before. */
export interface SeedContract {
  id: string;
  offerId: string;
  /** 'YYYY-MM-DD'. */
  start: string;
  /** Set when the contract was cancelled before the demo starts: its last day. */
  endDate?: string;
}

/**
 * The demo readers' contracts by account email (demo-host/api/community/seed.ts). Ben's is the one the
 * e2e cancels logged in; Dirk's show both running states ('aktiv', 'gekündigt zum 31.12.2026'); Anna,
 * who has no subscription, has one that ended.
 */
export const SEED_CONTRACTS: Readonly<Record<string, readonly SeedContract[]>> = {
  'anna@example.de': [
    { id: 'RB-PUR-400118', offerId: 'rb-pur-monthly', start: '2024-05-01', endDate: '2025-04-30' },
  ],
  'ben@example.de': [{ id: 'AMS-PLUS-100234', offerId: 'ams-plus-yearly', start: '2025-03-01' }],
  'clara@example.de': [{ id: 'MH-PLUS-200871', offerId: 'mh-plus-monthly', start: '2026-02-15' }],
  'dirk@example.de': [
    { id: 'MO-PUR-300412', offerId: 'mo-pur-yearly', start: '2026-01-01', endDate: '2026-12-31' },
    { id: 'AMS-PLUS-300555', offerId: 'ams-plus-monthly', start: '2026-06-10' },
  ],
};

/** The demo readers' customer numbers, which a cancellation may name (optional). */
export const CUSTOMER_NUMBERS: Readonly<Record<string, string>> = {
  'ben@example.de': 'KD-100234',
  'clara@example.de': 'KD-200871',
  'dirk@example.de': 'KD-300412',
};

/** Two submits of the same declaration within this time are one cancellation (a double click without script). */
export const SAME_DECLARATION_MS = 10 * 60_000;
