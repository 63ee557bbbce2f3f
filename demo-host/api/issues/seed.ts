/**
 * The demo magazine issues (issue 31): per brand, newest first. Each print issue is a product of the
 * Storefront emulator (shipped as print; `ISSUE_PRODUCTS` joins its catalogue); the ePaper is sold
 * with the issue and read or downloaded by its owners.
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
  colour: string;
}

const issue = (
  project: string,
  year: number,
  no: number,
  date: string,
  topics: string[],
  colour: string,
): DemoIssue => ({
  id: `${project}-${year}-${String(no).padStart(2, '0')}`,
  project,
  number: `${no}/${year}`,
  date,
  topics,
  printCents: 690,
  epaperCents: 499,
  printVariantId: `gid://shopify/ProductVariant/492${year}${String(no).padStart(2, '0')}0001`,
  colour,
});

export const DEMO_ISSUES: readonly DemoIssue[] = [
  issue('ams', 2026, 24, '2026-11-12', ['SUV-Vergleich', 'Winterreifen-Test', 'E-Auto-Kosten'], '#8a1c2b'),
  issue('ams', 2026, 23, '2026-10-29', ['Kombi-Test', 'Dashcams', 'Gebrauchtwagen-Check'], '#1f4e79'),
  issue('ams', 2026, 22, '2026-10-15', ['Sportwagen', 'Ladekarten', 'Reifendruck'], '#2f6f3f'),
  issue('ams', 2025, 26, '2025-12-10', ['Jahresrückblick', 'Neuheiten 2026'], '#5b3a8a'),
  issue('ams', 2025, 25, '2025-11-26', ['Winter-Check', 'Kleinwagen-Test'], '#7a4b12'),
];

/** Which demo readers (community tokens) own which issues, print with ePaper. */
export const ISSUE_OWNERS: Readonly<Record<string, readonly string[]>> = {
  'demo-ben-plus': ['ams-2026-23', 'ams-2025-26'],
  'demo-anna-2026': ['ams-2026-22'],
  'demo-dirk-pur': ['ams-2026-24'],
};

/** spec 9.2: the magazine slot on desktop, `magazine.item` 206 × 268. */
export const COVER_SIZE = { width: 206, height: 268 } as const;

/** How long a signed download link is good for. */
export const DOWNLOAD_LINK_TTL_MS = 10 * 60 * 1000;
