import { findBrand, NEUTRAL_BRAND, themeProject, type Brand, type Features } from './brands.ts';
import { FieldReader, isObject, type Json } from './field-reader.ts';
import { logError } from './log.ts';
import { STOREFRONT_TIMEOUT_MS } from './storefront-timeout.ts';

/** Site settings and site configuration (spec 3.5), as read from `#kiosk-config`. */
export interface SiteConfig {
  /** The brand's code; a preview page's theme code is already mapped (spec 2.2: 'love' is 'wh'). */
  project: string;
  /** Where platform calls go; without one configured, the page's own origin + '/api'. */
  apiHost: string;
  /** spec 5.2: whether the page configured an apiHost (the tour claim is skipped without one). */
  apiHostConfigured: boolean;
  apiClient: string;
  isAb: boolean;
  enableFavorites: boolean;
  /** Preview mode: theme codes use the preview mapping (spec 2.2). */
  preview: boolean;
  /**
   * spec 3.5: the brand's feature table with the page's `features` over it. A flag a feature owns
   * (`features.<name>`) is kept as the page set it, undefined where the page sets none: the feature
   * falls back to its own table (`features.x ?? forProject(X_PROJECTS, project)`).
   */
  features: Features & Readonly<Record<string, boolean | undefined>>;
  /** `timeoutMs`: how long a Storefront request may take (default 15000; tests use a short one). */
  storefront?: { endpoint: string; accessToken: string; timeoutMs: number };
  community: { tourChannel: string };
  blankTargetDomain?: string;
  imageServerDomain?: string;
  imageExtension: string;
  brand: Brand;
  /** Kiosk's own analytics runs on a page without a CMP (`consent.analyticsWithoutCmp`, default true; issue 24). */
  analyticsWithoutCmp: boolean;
}

/** Page data (spec 3.7), as read from `#kiosk-page`. Unknown fields are kept for later modules. */
export interface PageData {
  title?: string;
  PageType?: string;
  CID?: string;
  author?: string;
  c_lvl?: string;
  rp?: string;
  navigation_ebene_1?: string;
  navigation_ebene_2?: string;
  date?: string;
  'article:published_time'?: string;
  /** spec 3.7: default 'A' */
  ab_test: string;
  'c-src'?: string;
  isAdvertorial: boolean;
  /** spec 2.2: congress pages show only 'This page does not exist!' */
  isCongress: boolean;
  stats?: { tracking?: Record<string, unknown> };
  [field: string]: unknown;
}

/** Reads the JSON of a `<script type="application/json">` block; a missing block is `undefined`. */
export function readJsonBlock(id: string, doc: Document = document): Json | undefined {
  const element = doc.getElementById(id);
  if (!element) return undefined;
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (isObject(parsed)) return parsed;
    logError('config', `#${id} must hold a JSON object`);
  } catch (error) {
    logError('config', `#${id} is not valid JSON; using defaults`, error);
  }
  return undefined;
}

/**
 * Validates `#kiosk-config`. Missing optional fields take the spec's defaults; the brand's feature
 * table fills features the page leaves out. A page without the block (a partner page) gets the
 * neutral brand and its own origin as API host.
 */
export function parseSiteConfig(raw: Json | undefined, origin: string): SiteConfig {
  const read = new FieldReader(raw ?? {});
  const project = read.string('project');
  const preview = read.boolean('preview', false);
  let brand = NEUTRAL_BRAND;
  if (raw && project === undefined) read.problems.push('project is required');
  else if (project !== undefined) {
    // spec 2.2: a preview page names a theme code ('love'), which stands for a brand ('wh').
    const found = findBrand(themeProject(project, preview));
    if (found) brand = found;
    else read.problems.push(`project "${project}" is not in the brand table`);
  }
  if (raw && raw.apiHost === undefined) read.problems.push('apiHost is required');
  const configuredApiHost = read.string('apiHost', '').replace(/\/+$/, '');

  const featureReader = read.object('features');
  const features: Features & Record<string, boolean | undefined> = { ...brand.features };
  if (featureReader && isObject(raw?.features))
    for (const key of Object.keys(raw.features)) features[key] = featureReader.boolean(key) ?? features[key];

  const storefrontReader = read.object('storefront');
  const endpoint = storefrontReader?.string('endpoint');
  const accessToken = storefrontReader?.string('accessToken', '') ?? '';
  const storefrontTimeoutMs = readTimeout(storefrontReader, STOREFRONT_TIMEOUT_MS);
  const communityReader = read.object('community');
  const consentReader = read.object('consent');

  const config: SiteConfig = {
    project: brand.project,
    apiHost: configuredApiHost || `${origin}/api`,
    apiHostConfigured: configuredApiHost != '',
    apiClient: read.string('apiClient', `${brand.project}-web`),
    isAb: read.boolean('isAb', false),
    enableFavorites: read.boolean('enableFavorites', features.favorites),
    preview,
    features,
    storefront: endpoint ? { endpoint, accessToken, timeoutMs: storefrontTimeoutMs } : undefined,
    community: { tourChannel: communityReader?.string('tourChannel', 'tours') ?? 'tours' },
    blankTargetDomain: read.string('blankTargetDomain'),
    imageServerDomain: read.string('imageServerDomain'),
    imageExtension: read.string('imageExtension', 'jpg'),
    brand,
    analyticsWithoutCmp: consentReader?.boolean('analyticsWithoutCmp', true) ?? true,
  };
  const problems = [
    ...read.problems,
    ...(featureReader?.problems ?? []),
    ...(storefrontReader?.problems ?? []),
    ...(communityReader?.problems ?? []),
    ...(consentReader?.problems ?? []),
  ];
  if (problems.length > 0) logError('config', `#kiosk-config: ${problems.join('; ')}`);
  return config;
}

/**
 * A `timeoutMs` field: a whole number of milliseconds from 1 to 60000. A fault test sets a short one
 * through the page config, so a simulated hang ends in a second instead of 15; anything else falls back.
 */
function readTimeout(reader: FieldReader | undefined, fallback: number): number {
  const value = reader?.number('timeoutMs');
  if (value === undefined) return fallback;
  if (Number.isInteger(value) && value >= 1 && value <= 60_000) return value;
  reader?.problem('timeoutMs must be a whole number of milliseconds from 1 to 60000');
  return fallback;
}

/** Validates `#kiosk-page` (spec 3.7). Wrongly typed known fields are dropped with one console error. */
export function parsePageData(raw: Json | undefined): PageData {
  const source = raw ?? {};
  const read = new FieldReader(source);
  const known = STRING_FIELDS.map((key) => [key, read.string(key)] as const);
  const unknownFields = Object.entries(source).filter(
    ([key]) => !(STRING_FIELDS as readonly string[]).includes(key),
  );
  const page: PageData = {
    ...Object.fromEntries(unknownFields),
    ...Object.fromEntries(known.filter(([, value]) => value !== undefined)),
    ab_test: read.string('ab_test', 'A'),
    isAdvertorial: read.boolean('isAdvertorial', false),
    isCongress: read.boolean('isCongress', false),
  };
  if (read.problems.length > 0) logError('config', `#kiosk-page: ${read.problems.join('; ')}`);
  return page;
}

const STRING_FIELDS = [
  'title',
  'PageType',
  'CID',
  'author',
  'c_lvl',
  'rp',
  'navigation_ebene_1',
  'navigation_ebene_2',
  'date',
  'article:published_time',
  'c-src',
] as const;
