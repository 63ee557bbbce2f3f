import { imageSize } from '../../../features/images/image-size.ts';
import type { Device } from '../../../features/images/slots.ts';

/**
 * The demo magazine issues (issue 31): per brand (Auto Motor Kiosk and Motorrad Kiosk), newest first.
 * Each issue is two products of the Storefront emulator (`ISSUE_PRODUCTS` joins its catalogue): the
 * print issue, shipped, and its ePaper, digital (no shipping); owners read or download the ePaper.
 */
export interface DemoIssue {
  id: string;
  project: string;
  /** As printed on the cover: '24/2026'. */
  number: string;
  /** Day of sale, ISO date. */
  date: string;
  topics: readonly string[];
  printCents: number;
  epaperCents: number;
  /** The print issue's Storefront variant. */
  printVariantId: string;
  /** The ePaper's Storefront variant (a digital product). */
  epaperVariantId: string;
  colour: string;
}

/** Where each brand's issue variants are numbered: `gid://shopify/ProductVariant/{prefix}{year}{no}000{1|2}`. */
const VARIANT_PREFIX: Readonly<Record<string, string>> = { ams: '492', mo: '493' };

const issue = (
  project: string,
  year: number,
  no: number,
  date: string,
  topics: string[],
  colour: string,
  printCents = 690,
): DemoIssue => {
  const variant = `gid://shopify/ProductVariant/${VARIANT_PREFIX[project]}${year}${String(no).padStart(2, '0')}000`;
  return {
    id: `${project}-${year}-${String(no).padStart(2, '0')}`,
    project,
    number: `${no}/${year}`,
    date,
    topics,
    printCents,
    epaperCents: 499,
    printVariantId: `${variant}1`,
    epaperVariantId: `${variant}2`,
    colour,
  };
};

export const DEMO_ISSUES: readonly DemoIssue[] = [
  issue('ams', 2026, 24, '2026-11-12', ['SUV-Vergleich', 'Winterreifen-Test', 'E-Auto-Kosten'], '#8a1c2b'),
  issue('ams', 2026, 23, '2026-10-29', ['Kombi-Test', 'Dashcams', 'Gebrauchtwagen-Check'], '#1f4e79'),
  issue('ams', 2026, 22, '2026-10-15', ['Sportwagen', 'Ladekarten', 'Reifendruck'], '#2f6f3f'),
  issue('ams', 2025, 26, '2025-12-10', ['Jahresrückblick', 'Neuheiten 2026'], '#5b3a8a'),
  issue('ams', 2025, 25, '2025-11-26', ['Winter-Check', 'Kleinwagen-Test'], '#7a4b12'),
  issue(
    'mo',
    2026,
    24,
    '2026-11-13',
    ['Reiseenduros im Vergleich', 'Winterlager', 'Helm-Test'],
    '#a3001f',
    590,
  ),
  issue('mo', 2026, 23, '2026-10-30', ['Naked Bikes', 'Alpenpässe', 'Kettenpflege'], '#2b4a6f', 590),
  issue('mo', 2025, 26, '2025-12-11', ['Neuheiten 2026', 'Gebrauchte Tourer'], '#3d5a2a', 590),
];

/** Which demo readers (community tokens) own which issues, print with ePaper. */
export const ISSUE_OWNERS: Readonly<Record<string, readonly string[]>> = {
  'demo-ben-plus': ['ams-2026-23', 'ams-2025-26'],
  'demo-anna-2026': ['ams-2026-22'],
  'demo-dirk-pur': ['ams-2026-24'],
};

/**
 * spec 9.2: the cover at the `magazine.item` slot's sizes, desktop (206 × 268) and mobile (from the
 * 430 px base width); a cover is drawn at exactly these.
 */
const coverSize = (device: Device) => {
  const size = imageSize('magazine.item', device);
  if (!size?.height) throw new Error(`magazine.item has no fixed ${device} size`);
  return { width: size.width, height: size.height };
};

export const COVER_SIZES = { desktop: coverSize('desktop'), mobile: coverSize('mobile') } as const;

/** How long a signed download link is good for. */
export const DOWNLOAD_LINK_TTL_MS = 10 * 60 * 1000;
