/**
 * The brand table: one entry per project code the platform runs (spec §1 subject areas). The active
 * project selects the theme class, the colours and the feature defaults the platform reads.
 *
 * @remarks Brand data that belongs to one feature (a widget's labels, its own on/off flag) lives in
 * that feature, keyed by project code (`ByProject` in src/kit/by-project.ts, the brand table's
 * extension point), so a new widget edits nothing here and the core carries none of it.
 */

/** spec 3.5 `features`: the flags of the site configuration, each overridable by the page. */
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
}

const editorial: Features = {
  favorites: true,
  tours: false,
  plus: true,
  plusTwo: false,
  paywall: true,
  shop: true,
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
): Brand {
  return { project, name, subject, colours, features: { ...editorial, ...features } };
}

export const BRANDS: readonly Brand[] = [
  brand('ams', 'Auto Motor Kiosk', 'cars', palette('#c8102e', '#ff535a')),
  brand('mo', 'Motorrad Kiosk', 'motorcycles', palette('#e4002b', '#ff5355'), { tours: true }),
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
  }),
  brand('pro', 'Technik Pro Kiosk', 'tech-pro', palette('#37474f', '#81939c'), { plusTwo: true }),
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
