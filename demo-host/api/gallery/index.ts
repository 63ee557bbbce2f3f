import { Hono } from 'hono';
import { findBrand } from '../../../src/brands.ts';
import { galleryPhoto } from './gallery-photo.ts';

/** The most images a demo gallery has (the 60-image gallery of issue 29). */
export const MAX_IMAGES = 60;

/**
 * The demo's image server for galleries (issue 29): `GET /api/gallery/bild/{project}/{number}.svg`
 * answers a stand-in photo, the same for the same brand and number (cached for a day, as an image
 * server's would be). An unknown brand or a number outside 1–60 is a 404.
 */
export function createGallery() {
  const app = new Hono();
  app.get('/bild/:project/:file', (c) => {
    const brand = findBrand(c.req.param('project'));
    const match = /^([1-9]\d?)\.svg$/.exec(c.req.param('file'));
    const number = match ? Number(match[1]) : 0;
    if (!brand || number < 1 || number > MAX_IMAGES) return c.text('Not Found', 404);
    return c.body(galleryPhoto(brand.project, number), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  return { app };
}
