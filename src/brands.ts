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
  /** The fuel station search and its hourly price averages (spec 2.7, 7.7: the fuel-price project only). */
  fuelSearch: boolean;
  /**
   * spec 9.6: the further marketing-analytics tool, which runs on 15 projects whose codes the spec does
   * not show; off for every brand until they are known (README: "Marketing analytics").
   */
  marketingAnalytics: boolean;
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

/** One theme's brand colours, exposed to widget CSS as `--kiosk-brand` and `--kiosk-on-brand`. */
export interface BrandColours {
  /** Buttons, links, focus rings: at least 4.5:1 on the theme's surfaces (ui/tokens.css). */
  accent: string;
  /** Text on the accent: at least 4.5:1 on it. */
  onAccent: string;
}

export interface Brand {
  project: string;
  name: string;
  subject: Subject;
  colours: { light: BrandColours; dark: BrandColours };
  features: Features;
  labels: BrandLabels;
  /** spec 4.2: the one project whose paywall registers no 'on_evaluated' (the provider only scores). */
  paywallWithoutVerdict?: boolean;
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
  fuelSearch: false,
  marketingAnalytics: false,
};

/**
 * A light accent carries white text; a dark-theme accent is light, so it carries near-black text.
 * Where a brand's own colour missed WCAG AA, only its OKLCH lightness moved (hue and chroma kept) until
 * it passed; tests/src/brand-contrast.test.ts holds every pair to it.
 */
const palette = (light: string, dark: string): Brand['colours'] => ({
  light: { accent: light, onAccent: '#ffffff' },
  dark: { accent: dark, onAccent: '#1a1a1a' },
});

function brand(
  project: string,
  name: string,
  subject: Subject,
  colours: Brand['colours'],
  features: Partial<Features> = {},
  labels: BrandLabels = carLabels,
): Brand {
  return { project, name, subject, colours, features: { ...editorial, ...features }, labels };
}

export const BRANDS: readonly Brand[] = [
  brand('ams', 'Auto Motor Kiosk', 'cars', palette('#c8102e', '#ff535a')),
  brand(
    'mo',
    'Motorrad Kiosk',
    'motorcycles',
    palette('#e4002b', '#ff5355'),
    { tours: true },
    motorcycleLabels,
  ),
  brand('fr', 'Flug Kiosk', 'aviation', palette('#00539f', '#4d93e4')),
  brand('pr', 'Camping Kiosk', 'camping', palette('#2e7d32', '#53a154'), { tours: true }),
  // The house orange #f28c00 reads 2.5:1 with white text and on white: light mode darkens it.
  brand('rb', 'Rad Kiosk', 'cycling', palette('#ae6405', '#f28c00'), { tours: true }),
  brand('mh', 'Fitness Kiosk', 'fitness', palette('#b3001b', '#f95956'), { shop: true }),
  brand('wh', 'Fitness Kiosk für Frauen', 'fitness', palette('#a4006b', '#ed5aaa')),
  brand('hw', 'Wohnen Kiosk', 'home', palette('#6d4c41', '#ad887c'), { plus: false, paywall: false }),
  brand('mt', 'Tankpreis Kiosk', 'fuel-prices', palette('#00796b', '#40a091'), {
    favorites: false,
    plus: false,
    paywall: false,
    shop: false,
    fuelSearch: true,
  }),
  {
    ...brand('pro', 'Technik Pro Kiosk', 'tech-pro', palette('#37474f', '#81939c'), { plusTwo: true }),
    paywallWithoutVerdict: true,
  },
];

/** spec 2.2: in preview mode these theme codes map to a brand's theme. */
const PREVIEW_THEMES: Readonly<Record<string, string>> = { love: 'wh', lovemh: 'mh' };

/** The neutral brand used when a page names no project or an unknown one. */
export const NEUTRAL_BRAND: Brand = brand('kiosk', 'Kiosk', 'cars', palette('#1f4e79', '#6595c4'), {
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
