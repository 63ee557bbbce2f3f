import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';

// Not `new URL('./images/', import.meta.url)`: under happy-dom (the unit tests) the global URL is the
// DOM's, which resolves against the page, not the module's file URL.
const IMAGES_DIR = join(dirname(fileURLToPath(import.meta.url)), 'images');

/** The route pattern admits only plain file names, so a request cannot leave the images folder. */
export const PRODUCT_IMAGE_ROUTE = '/images/:file{[a-z0-9_-]+\\.svg}';

/** Shopify's CDN size suffix (`cap_128x128.svg`), which Buy Button JS writes into image URLs. */
const SIZE_SUFFIX = /_\d+x\d*(?=\.svg$)/;

/**
 * `GET /images/<name>.svg` (or `<name>_<w>x<h>.svg`): the seed's product images, served by the demo host as Shopify's CDN would
 * serve real ones. The CDN's transform parameters (`?width=128&height=128`) are accepted and ignored:
 * the images are 128×128 vectors already.
 */
export async function serveProductImage(c: Context) {
  const file = (c.req.param('file') ?? '').replace(SIZE_SUFFIX, '');
  const svg = await readFile(join(IMAGES_DIR, file), 'utf8').catch(() => undefined);
  if (svg === undefined) return c.notFound();
  return c.body(svg, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
  });
}
