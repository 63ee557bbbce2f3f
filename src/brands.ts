/**
 * The brand table: one entry per project code the platform runs (spec §1 subject areas). The active
 * project selects the theme class, the feature defaults and a few labels.
 */
export interface Features {
  favorites: boolean;
  tours: boolean;
  plus: boolean;
  plusTwo: boolean;
  paywall: boolean;
  shop: boolean;
}

export type Subject =
  | 'cars'
  | 'motorcycles'
  | 'aviation'
  | 'camping'
  | 'cycling'
  | 'fitness'
  | 'home'
  | 'fuel-prices'
  | 'tech-pro';

export interface BrandLabels {
  /** spec 2.7 BRAND */
  brand: string;
  /** spec 2.7 SERIES: 'Modell' on the motorcycle project */
  series: string;
  excludeVehicles: string;
  addVehicles: string;
}

export interface Brand {
  project: string;
  name: string;
  subject: Subject;
  /** Accent colour, exposed to widget CSS as `--kiosk-brand`. */
  colour: string;
  features: Features;
  labels: BrandLabels;
}

const carLabels: BrandLabels = {
  brand: 'Marke',
  series: 'Baureihe',
  excludeVehicles: 'Fahrzeuge aus der Suche ausschließen',
  addVehicles: 'Weitere Fahrzeuge hinzufügen',
};

const motorcycleLabels: BrandLabels = {
  brand: 'Marke',
  series: 'Modell',
  excludeVehicles: 'Motorräder aus der Suche ausschließen',
  addVehicles: 'Weitere Motorräder hinzufügen',
};

const editorial: Features = {
  favorites: true,
  tours: false,
  plus: true,
  plusTwo: false,
  paywall: true,
  shop: true,
};

function brand(
  project: string,
  name: string,
  subject: Subject,
  colour: string,
  features: Partial<Features> = {},
  labels: BrandLabels = carLabels,
): Brand {
  return { project, name, subject, colour, features: { ...editorial, ...features }, labels };
}

export const BRANDS: readonly Brand[] = [
  brand('ams', 'Auto Motor Kiosk', 'cars', '#c8102e'),
  brand('mo', 'Motorrad Kiosk', 'motorcycles', '#e4002b', { tours: true }, motorcycleLabels),
  brand('fr', 'Flug Kiosk', 'aviation', '#00539f'),
  brand('pr', 'Camping Kiosk', 'camping', '#2e7d32', { tours: true }),
  brand('rb', 'Rad Kiosk', 'cycling', '#f28c00', { tours: true }),
  brand('mh', 'Fitness Kiosk', 'fitness', '#b3001b', { shop: true }),
  brand('wh', 'Fitness Kiosk für Frauen', 'fitness', '#a4006b'),
  brand('hw', 'Wohnen Kiosk', 'home', '#6d4c41', { plus: false, paywall: false }),
  brand('mt', 'Tankpreis Kiosk', 'fuel-prices', '#00796b', {
    favorites: false,
    plus: false,
    paywall: false,
    shop: false,
  }),
  brand('pro', 'Technik Pro Kiosk', 'tech-pro', '#37474f', { plusTwo: true }),
];

/** spec 2.2: in preview mode these theme codes map to a brand's theme. */
const PREVIEW_THEMES: Readonly<Record<string, string>> = { love: 'wh', lovemh: 'mh' };

/** The neutral brand used when a page names no project or an unknown one. */
export const NEUTRAL_BRAND: Brand = brand('kiosk', 'Kiosk', 'cars', '#1f4e79', {
  favorites: false,
  plus: false,
  paywall: false,
  shop: false,
});

export function findBrand(project: string): Brand | undefined {
  return BRANDS.find((entry) => entry.project === project);
}

/** The theme code for `theme-{project}` (spec 2.2); preview mode applies the preview mapping. */
export function themeProject(project: string, preview: boolean): string {
  return (preview && PREVIEW_THEMES[project]) || project;
}
