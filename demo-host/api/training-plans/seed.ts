/**
 * The demo training plans (issue 27): paid PDFs for running, cycling, strength and weight loss, each a
 * digital product of the Storefront emulator (`TRAINING_PLAN_PRODUCTS`). Built from a few tables so the
 * set stays deterministic: every goal in every level, at two or three training days per week.
 */

/** The menu's categories. */
export const CATEGORIES = ['Laufen', 'Radfahren', 'Kraft', 'Abnehmen'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The levels as Garmin Coach and Runna ask for them (issue 27), in this order. */
export const LEVELS = ['Einsteiger', 'Fortgeschrittene', 'Ambitionierte'] as const;
export type Level = (typeof LEVELS)[number];

export interface TrainingPlan {
  /** A slug, stable across restarts: it is in paid-box markup and in orders. */
  id: string;
  title: string;
  category: Category;
  /** The Ziel filter: 'Laufen 5 km', 'Halbmarathon', 'Kraft' … */
  goal: string;
  /** Running plans only: 'unter 50 min'. */
  targetTime: string | null;
  level: Level;
  weeks: number;
  daysPerWeek: number;
  pages: number;
  /** Gross euro cents, VAT included (4,99–14,99 €). */
  priceCents: number;
  /** The plan's Storefront variant (digital, `requiresShipping: false`). */
  variantId: string;
  sku: string;
  colour: string;
}

interface GoalRow {
  category: Category;
  goal: string;
  /** Per level, the target time a running plan trains for. */
  targetTimes: readonly [string, string, string] | null;
  /** Weeks for 'Fortgeschrittene' and 'Ambitionierte'; 'Einsteiger' get two more to build up. */
  weeks: number;
  days: readonly number[];
  colour: string;
}

const RUNNING_DAYS = [3, 4, 5] as const;
const OTHER_DAYS = [2, 3, 4] as const;

const GOALS: readonly GoalRow[] = [
  {
    category: 'Laufen',
    goal: 'Laufen 5 km',
    targetTimes: ['unter 30 min', 'unter 25 min', 'unter 20 min'],
    weeks: 6,
    days: RUNNING_DAYS,
    colour: '#1f5f8b',
  },
  {
    category: 'Laufen',
    goal: 'Laufen 10 km',
    targetTimes: ['unter 60 min', 'unter 50 min', 'unter 40 min'],
    weeks: 8,
    days: RUNNING_DAYS,
    colour: '#1d6b52',
  },
  {
    category: 'Laufen',
    goal: 'Halbmarathon',
    targetTimes: ['unter 2:15 h', 'unter 2:00 h', 'unter 1:45 h'],
    weeks: 12,
    days: RUNNING_DAYS,
    colour: '#7a3b8f',
  },
  {
    category: 'Laufen',
    goal: 'Marathon',
    targetTimes: ['unter 4:30 h', 'unter 4:00 h', 'unter 3:30 h'],
    weeks: 16,
    days: RUNNING_DAYS,
    colour: '#9b2c2c',
  },
  {
    category: 'Radfahren',
    goal: 'Radfahren',
    targetTimes: null,
    weeks: 8,
    days: OTHER_DAYS,
    colour: '#8a5a00',
  },
  { category: 'Kraft', goal: 'Kraft', targetTimes: null, weeks: 6, days: OTHER_DAYS, colour: '#3f4a5a' },
  {
    category: 'Abnehmen',
    goal: 'Abnehmen',
    targetTimes: null,
    weeks: 12,
    days: OTHER_DAYS,
    colour: '#2f6f3f',
  },
];

/** Longer plans cost more; every price lies in 4,99–14,99 €. */
const priceFor = (weeks: number) => (weeks <= 8 ? 499 : weeks <= 12 ? 799 : weeks <= 16 ? 1199 : 1499);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function plansOf(row: GoalRow, first: number): TrainingPlan[] {
  return LEVELS.flatMap((level, levelIndex) =>
    row.days.map((daysPerWeek, dayIndex) => {
      const index = first + levelIndex * row.days.length + dayIndex;
      const targetTime = row.targetTimes?.[levelIndex] ?? null;
      const weeks = row.weeks + (level == 'Einsteiger' ? 2 : 0);
      const aim = targetTime ? `${row.goal} ${targetTime}` : `${row.goal} für ${level}`;
      const number = String(index + 1).padStart(3, '0');
      return {
        id: slug(`${aim} ${daysPerWeek} Tage`),
        title: `${aim}: ${weeks} Wochen, ${daysPerWeek} Trainingstage pro Woche`,
        category: row.category,
        goal: row.goal,
        targetTime,
        level,
        weeks,
        daysPerWeek,
        pages: 6 + Math.ceil((weeks * daysPerWeek) / 2),
        priceCents: priceFor(weeks),
        variantId: `gid://shopify/ProductVariant/4930000000${number}`,
        sku: `TP-${number}`,
        colour: row.colour,
      };
    }),
  );
}

export const TRAINING_PLANS: readonly TrainingPlan[] = GOALS.reduce<TrainingPlan[]>(
  (plans, row) => [...plans, ...plansOf(row, plans.length)],
  [],
);

/** A purchase the demo starts with: a deterministic owner for tests and the demo index. */
export interface SeedPurchase {
  plan: string;
  purchasedAt: string;
}

/** Which demo readers (community tokens) bought which plans before the demo host started. */
export const PLAN_OWNERS: Readonly<Record<string, readonly SeedPurchase[]>> = {
  'demo-ben-plus': [
    { plan: 'halbmarathon-unter-2-00-h-4-tage', purchasedAt: '2026-09-14T18:22:00.000Z' },
    { plan: 'kraft-fuer-einsteiger-2-tage', purchasedAt: '2026-03-02T07:45:00.000Z' },
  ],
  'demo-anna-2026': [{ plan: 'laufen-5-km-unter-30-min-3-tage', purchasedAt: '2026-10-01T12:00:00.000Z' }],
};

/**
 * A finished order the shop made before the demo host started, for a reader without login: its cart
 * token proves the purchase (the platform has it on record, so no shop is asked).
 */
export const SEED_ORDER = {
  cartToken: 'demo-bestellung-laufen',
  id: 'gid://shopify/Order/5600000000900',
  processedAt: '2026-11-01T09:30:00.000Z',
  plans: ['laufen-10-km-unter-50-min-4-tage'],
} as const;

/** The cover's size: DIN A4 upright, small enough for an article's side column. */
export const COVER_SIZE = { width: 120, height: 170 } as const;

/** How long a signed download link is good for. */
export const DOWNLOAD_LINK_TTL_MS = 10 * 60 * 1000;
