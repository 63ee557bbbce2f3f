import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The demo site: a small CMS-like site per brand. Each page is a body fragment wrapped in the layout
 * a CMS template would produce (config blocks, loader tag). The index lists every page.
 *
 * A page lives in `pages/` as two files, found here by name; adding a page edits nothing else:
 * - `<slug>.html`, the body (`{{name}}` placeholders are filled from the page's `fill`);
 * - `<slug>.ts`, which exports `pages`: the pages served with that body, usually one
 *   (`auto.ts` also serves it under a strict CSP; `paywall-article.ts` serves five articles).
 */
export interface DemoPage {
  path: string;
  title: string;
  /** Project code of the brand (src/brands.ts); omitted on partner pages, which have no Kiosk config. */
  project?: string;
  description: string;
  /** Page data for `#kiosk-page` (spec 3.7). */
  pageData?: Record<string, unknown>;
  /** Serve with a strict CSP: `script-src 'self'; style-src 'nonce-…'`. */
  strictCsp?: boolean;
  /** A partner shop page: only cart-embed.js, no loader, no Kiosk config. */
  partner?: boolean;
  /** Values for the body's `{{name}}` placeholders, so several pages can share one body. */
  fill?: Record<string, string>;
  /** Widget sections added to `#kiosk-config` (`{ storePrice: {…} }`). */
  config?: Record<string, unknown>;
  /**
   * The German status a script-free form post lands back with (issue 26): the backends answer a form
   * post with a redirect to `?ergebnis=<outcome>`, and the page shows this outcome's text above its body.
   */
  results?: Record<string, string>;
  /** Query parameters filled into the body's `{{name}}` placeholders, escaped (the reset link's code). */
  fromQuery?: readonly string[];
}

/** A page as found in `pages/`: its registration and the file name of its body. */
export interface SitePage extends DemoPage {
  body: string;
}

const isPage = (value: unknown): value is DemoPage => {
  const { path, title, description } = (value ?? {}) as Partial<DemoPage>;
  return (
    typeof path == 'string' &&
    /^\/([a-z0-9-]+\/)*$/.test(path) &&
    typeof title == 'string' &&
    typeof description == 'string'
  );
};

/**
 * Reads every `<slug>.html` of `dir` with the `pages` of its `<slug>.ts`, sorted by path (so the
 * index lists a brand's pages together); throws on a body without its registration or the reverse,
 * a registration that is not a list of pages, and a path served twice.
 */
export async function findPages(dir: string): Promise<SitePage[]> {
  const files = readdirSync(dir);
  const slugs = files.filter((file) => file.endsWith('.html')).map((file) => file.slice(0, -'.html'.length));
  const stray = files.filter((file) => file.endsWith('.ts') && !slugs.includes(file.slice(0, -'.ts'.length)));
  if (stray.length)
    throw new Error(`demo-host/pages/${stray[0]} has no body beside it (the same name, .html)`);
  const found = await Promise.all(
    slugs.map(async (slug) => {
      const where = `demo-host/pages/${slug}.ts`;
      if (!files.includes(`${slug}.ts`))
        throw new Error(`${where} is missing: it registers the pages of ${slug}.html`);
      const { pages } = (await import(pathToFileURL(join(dir, `${slug}.ts`)).href)) as { pages?: unknown };
      if (!Array.isArray(pages) || pages.length == 0 || !pages.every(isPage))
        throw new Error(`${where} must export pages: a list of { path: '/…/', title, description, … }`);
      return pages.map((page: DemoPage) => ({ ...page, body: `${slug}.html` }));
    }),
  );
  const pages = found.flat().sort((a, b) => (a.path < b.path ? -1 : 1));
  const twice = pages.find((page, index) => pages[index - 1]?.path == page.path);
  if (twice) throw new Error(`demo-host/pages: ${twice.path} is registered twice`);
  return pages;
}

/** The pages of the demo site, read once at start. */
export const PAGES: readonly SitePage[] = await findPages(
  join(dirname(fileURLToPath(import.meta.url)), 'pages'),
);
